import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './form-result';

describe('fieldErrorsOf', () => {
  it('keeps the first message of each top-level field', () => {
    const schema = z.object({ name: z.string().min(2, 'Too short').max(1, 'Never'), tags: z.array(z.string().min(1, 'Empty tag')) });
    const result = schema.safeParse({ name: 'a', tags: ['ok', ''] });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ name: 'Too short', tags: 'Empty tag' });
  });
});
