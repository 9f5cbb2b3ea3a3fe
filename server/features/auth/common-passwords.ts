import { createRequire } from 'node:module';
import type { z } from 'zod';

// The package ships the 10,000 most common passwords; it has no types and is CommonJS. Its check ignores case.
const { check: isCommonPassword } = createRequire(import.meta.url)('dumb-passwords') as { check: (password: string) => boolean };

export const commonPasswordMessage = 'This password is one of the most common ones. Please choose something less guessable.';
export const commonWordMessage = 'This password is a common word with numbers or symbols added. Please choose something less guessable.';
export const emailPasswordMessage = 'This password is the name in your email address. Please choose something less guessable.';

/** Numbers and symbols put before or after a word: the first thing a guesser adds to each word. */
const decoration = /^[^\p{L}]+|[^\p{L}]+$/gu;

/** The parts of an address a person builds passwords from: its name before any `+tag`, and that name's pieces of four or more characters. */
function emailNames(email: string) {
  const name = (email.split('@')[0] ?? '').split('+')[0]!.toLowerCase();
  return [name, ...name.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 4)];
}

/**
 * Why a new password is refused, or undefined: one of the 10,000 most common passwords;
 * one of them with numbers or symbols before or after it (`password12`, `!Sunshine2026`);
 * or, when the account's email is known, that address's name (before any +tag) or a piece
 * of it of four or more characters, alone or with numbers or symbols before or after it
 * (`perpetua.quillby`, `Quillby2026!`). `newPasswordHint` and `signUpPasswordHint` say exactly this.
 */
export function weakPasswordReason(password: string, email?: string) {
  if (isCommonPassword(password)) return commonPasswordMessage;
  const word = password.replace(decoration, '');
  if (word !== password && word !== '' && isCommonPassword(word)) return commonWordMessage;
  const bare = (word || password).toLowerCase();
  if (email && emailNames(email).includes(bare)) return emailPasswordMessage;
  return undefined;
}

/**
 * Refuses a weak new password (`weakPasswordReason`), checked against the input's `email`
 * when it has one. Server-only: the list is half a megabyte, so the forms check the length
 * and show this message from the server's answer.
 */
export function refuseWeakPassword<S extends z.ZodType<Record<string, unknown>>>(schema: S, field: string) {
  return schema.superRefine((input, ctx) => {
    const password = input[field];
    const email = typeof input.email === 'string' ? input.email : undefined;
    const reason = typeof password === 'string' ? weakPasswordReason(password, email) : undefined;
    if (reason) ctx.addIssue({ code: 'custom', path: [field], message: reason });
  });
}
