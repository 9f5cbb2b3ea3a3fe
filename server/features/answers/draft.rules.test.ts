import { describe, expect, it } from 'vitest';
import { saveAnswerSchema } from './answer.schema';
import { draftTextProblem, draftTooLong, maxDraftCharacters } from './draft.rules';

const serverSays = (text: string) => saveAnswerSchema.safeParse({ text }).error?.issues[0]?.message;

describe('the answer box’s rule for a draft, applied as it is typed', () => {
  it.each([
    ['an ordinary answer', 'I want to train at Linklaters because…\n\n\tSecond paragraph. '],
    ['an empty box', ''],
    ['exactly the longest draft', 'x'.repeat(maxDraftCharacters)],
    ['one character too long', 'x'.repeat(maxDraftCharacters + 1)],
    ['a pasted control character', 'Clifford\u0007 Chance'],
    ['too long and with a control character', `\u0000${'x'.repeat(maxDraftCharacters)}`],
  ])('says what the server says of %s', (_case, text) => {
    expect(draftTextProblem(text)).toBe(serverSays(text));
  });

  it('names the limit when a paste runs over it', () => {
    expect(draftTextProblem('x'.repeat(maxDraftCharacters + 1))).toBe(draftTooLong());
    expect(draftTooLong()).toContain('20,000 characters');
  });
});
