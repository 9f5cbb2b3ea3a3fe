import type { FormSuccess } from '~/lib/forms/form-result';

/** Why a log-in was refused, when the form shows more than the message: both fields marked, or the link offered again. */
export type AuthFormFailureReason = 'credentials' | 'unverified';

export const reasonOf = (result: unknown): AuthFormFailureReason | undefined =>
  typeof result === 'object' && result !== null && 'reason' in result ? (result.reason as AuthFormFailureReason) : undefined;

/** A sign-up (or a resend from its "check your inbox" step) that sent a verification link to `sentTo`. */
export type CheckInboxResult = FormSuccess & { sentTo: string };

/**
 * The address the sign-up form's "check your inbox" step is for: where a sign-up or resend
 * sent the link, or the one a refused resend (`resendIntent`) was for, so the step stays.
 */
export function sentToOf(result: unknown, resendIntent: string): string | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  if ('sentTo' in result && typeof result.sentTo === 'string') return result.sentTo;
  const failure = result as { ok?: boolean; intent?: string; values?: Record<string, string> };
  return failure.ok === false && failure.intent === resendIntent ? failure.values?.email : undefined;
}
