import { describe, expect, it } from 'vitest';
import { promotionCodeField, promotionInputSchema } from './promotions.schema';

const base = { code: 'SPRING', percentOff: '10', duration: 'once' };

describe('a new promotion’s fields', () => {
  it('refuses an expiry that is not a day instead of rolling it into the next month', () => {
    const parsed = promotionInputSchema.safeParse({ ...base, expiresAt: '2027-02-30' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['expiresAt'], message: 'Enter a real date between 2020 and 2040' });
    expect(promotionInputSchema.parse({ ...base, expiresAt: '2028-02-29' }).expiresAt?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(promotionInputSchema.parse({ ...base, expiresAt: '2030-01-01T12:00:00Z' }).expiresAt?.toISOString()).toBe('2030-01-01T12:00:00.000Z');
  });

  it.each(['0x0e', '1e1', ' 10', '10.0'])('refuses the percentage %j', (percentOff) => {
    expect(promotionInputSchema.safeParse({ ...base, percentOff }).error?.issues[0]?.path).toEqual(['percentOff']);
  });

  it('refuses a code typed at checkout with a NUL or a line break, before anything is looked up', () => {
    expect(promotionCodeField.safeParse('WELCOME\u000010').success).toBe(false);
    expect(promotionCodeField.safeParse('WEL\nCOME').success).toBe(false);
    expect(promotionCodeField.parse(' welcome10 ')).toBe('WELCOME10');
  });
});
