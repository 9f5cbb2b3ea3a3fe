/**
 * The character rules behind the text schemas (`text.schema.ts`), without zod, so a page's
 * script can tell a person as they type what the server would refuse (the answer box) without
 * loading zod for it. The schemas are built from these; nothing else restates them.
 */

const isTabOrNewline = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/** C0 and C1 control characters and DEL (PostgreSQL refuses NUL outright); tabs and newlines only where `multiLine`. */
export function hasControlCharacter(value: string, multiLine: boolean) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (multiLine && isTabOrNewline(code)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

export const unusualCharacters = 'Please remove the unusual characters';

/**
 * What is wrong with untrimmed text on several lines, as `multiLineText(max, tooLong(), { trim: false })`
 * reports it first: too long, then unusual characters; `undefined` when it would be taken.
 */
export function multiLineTextProblem(value: string, max: number, tooLong: () => string) {
  if (value.length > max) return tooLong();
  if (hasControlCharacter(value, true)) return unusualCharacters;
  return undefined;
}
