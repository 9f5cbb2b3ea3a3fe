import { describe, expect, it } from 'vitest';
import { newPasswordHint, signUpPasswordHint } from './auth.schema';
import { commonPasswordMessage, commonWordMessage, emailPasswordMessage, weakPasswordReason } from './common-passwords';

const email = 'perpetua.quillby+jobs@example.com';

/** Each clause of the hints, and the passwords that prove the server holds to it. */
const cases: { password: string; email?: string; refused: string | undefined }[] = [
  { password: 'qwertyuiop', refused: commonPasswordMessage },
  { password: 'Qwertyuiop', refused: commonPasswordMessage },
  { password: 'password12', refused: commonWordMessage },
  { password: 'Password2026!', refused: commonWordMessage },
  { password: '!!sunshine99', refused: commonWordMessage },
  { password: 'chelsea-1905', refused: commonWordMessage },
  { password: 'Quillby-2026!', email, refused: emailPasswordMessage },
  { password: 'Perpetua1234', email, refused: emailPasswordMessage },
  { password: 'perpetua.quillby', email, refused: emailPasswordMessage },
  { password: '2026perpetua.quillby', email, refused: emailPasswordMessage },
  // A name used as one word among others is not the name alone.
  { password: 'quillby-rocks-2026', email, refused: undefined },
  // The +tag is not part of the name a person reuses; unrelated words pass.
  { password: 'jobs-lantern-7', email, refused: undefined },
  { password: 'Perpetua1234', refused: undefined },
  { password: 'lantern-orchard-42', email, refused: undefined },
  { password: 'correct-horse-battery', email, refused: undefined },
  { password: 'Tr0ub4dor&3x', refused: undefined },
];

describe('the new-password rule', () => {
  it.each(cases)('$password ($email) → $refused', ({ password, email: address, refused }) => {
    expect(weakPasswordReason(password, address)).toBe(refused);
  });

  it('is what the hints say', () => {
    expect(newPasswordHint).toMatch(/common password.*common word with numbers or symbols added/);
    expect(signUpPasswordHint).toMatch(/common password.*common word with numbers or symbols added.*your email address’s name \(or part of it\) with or without numbers or symbols/);
  });
});
