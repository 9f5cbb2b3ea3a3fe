import { z } from 'zod';

/** C0 control characters other than tab, line feed and carriage return, and DEL (PostgreSQL refuses NUL). */
function hasControlCharacter(value: string) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** A trimmed string of people's text: no control characters, at most `max` characters. */
export const plainText = (max: number, tooLong = `Please keep this under ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasControlCharacter(value), 'Please remove the unusual characters');
