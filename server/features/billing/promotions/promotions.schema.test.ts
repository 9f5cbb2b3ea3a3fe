import { describe, expect, it } from 'vitest';
import { promotionCodeField, promotionFormSchema, promotionInputSchema } from './promotions.schema';

const base = { code: 'SAVE5', duration: 'once' };

describe('the promotion schemas', () => {
  it('the coach form reads the amount off in pounds as pence; the API keeps pence', () => {
    expect(promotionFormSchema.parse({ ...base, amountOff: '5.50' }).amountOff).toBe(550);
    expect(promotionFormSchema.parse({ ...base, amountOff: '5' }).amountOff).toBe(500);
    expect(promotionInputSchema.parse({ ...base, amountOff: 550 }).amountOff).toBe(550);
  });

  it('the form refuses what is not pounds, and too many decimals, on the amount field', () => {
    const issue = (amountOff: string) => promotionFormSchema.safeParse({ ...base, amountOff }).error?.issues[0];
    expect(issue('1e3')).toMatchObject({ path: ['amountOff'], message: 'Enter an amount in pounds, like 5 or 5.50' });
    expect(issue('0x10')).toMatchObject({ path: ['amountOff'], message: 'Enter an amount in pounds, like 5 or 5.50' });
    expect(issue('5.555')).toMatchObject({ path: ['amountOff'], message: 'Amounts go to the penny: use at most 2 decimal places, like 5.50' });
    expect(issue('0.00')).toMatchObject({ path: ['amountOff'], message: 'At least 1p' });
    expect(issue('10000.01')).toMatchObject({ path: ['amountOff'], message: 'At most £10,000' });
  });

  it('both keep the rules across fields: a percentage or an amount, not both', () => {
    expect(promotionFormSchema.safeParse({ ...base, amountOff: '5', percentOff: '10' }).error?.issues[0]).toMatchObject({ path: ['percentOff'] });
    expect(promotionFormSchema.safeParse({ ...base, amountOff: '' }).error?.issues[0]).toMatchObject({ path: ['percentOff'] });
  });
});

const withPercent = { code: 'SPRING', percentOff: '10', duration: 'once' };

describe('a new promotion’s fields', () => {
  it('refuses an expiry that is not a day instead of rolling it into the next month', () => {
    const parsed = promotionInputSchema.safeParse({ ...withPercent, expiresAt: '2027-02-30' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['expiresAt'], message: 'Enter a real date between 2020 and 2040' });
    expect(promotionInputSchema.parse({ ...withPercent, expiresAt: '2028-02-29' }).expiresAt?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(promotionInputSchema.parse({ ...withPercent, expiresAt: '2030-01-01T12:00:00Z' }).expiresAt?.toISOString()).toBe('2030-01-01T12:00:00.000Z');
  });

  it.each(['0x0e', '1e1', ' 10', '10.0'])('refuses the percentage %j', (percentOff) => {
    expect(promotionInputSchema.safeParse({ ...withPercent, percentOff }).error?.issues[0]?.path).toEqual(['percentOff']);
  });

  it('refuses a code typed at checkout with a NUL or a line break, before anything is looked up', () => {
    expect(promotionCodeField.safeParse('WELCOME\u000010').success).toBe(false);
    expect(promotionCodeField.safeParse('WEL\nCOME').success).toBe(false);
    expect(promotionCodeField.parse(' welcome10 ')).toBe('WELCOME10');
  });
});
