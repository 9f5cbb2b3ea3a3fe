import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import type { Services } from '../kit/context';
import { assertWithinLimit, countAttempt, type RateLimitRule } from '../../db/rate-limit';
import { signInPausedEmail } from './auth-emails';

/**
 * Failed sign-ins per account, whatever address they come from: past the limit the account's
 * sign-in answers 429 until the window ends. The window is short, so an attacker can pause
 * a member's sign-in for minutes at most, never lock them out for long.
 */
export const signInFailuresPerAccount: RateLimitRule = { name: 'sign-in-failures', limit: 20, windowSeconds: 15 * 60 };

export const assertSignInOpen = (db: Services['db'], email: string) =>
  assertWithinLimit(db, signInFailuresPerAccount, email);

/** Counts a failed sign-in; the failure that pauses sign-in also tells the owner, once. */
export async function recordFailedSignIn(
  { db, mailer, config }: Pick<Services, 'db' | 'mailer' | 'config'>,
  email: string,
) {
  const { count } = await countAttempt(db, signInFailuresPerAccount, email);
  if (count !== signInFailuresPerAccount.limit) return;
  const [owner] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.email, email));
  if (!owner) return;
  await mailer.queue(signInPausedEmail(owner, signInFailuresPerAccount.windowSeconds / 60, `${config.publicUrl}/forgot-password`));
}
