import type { FormResult } from '~/lib/forms/form-result';

/** Why a log-in was refused, when the form shows more than the message: both fields marked, or the link offered again. */
export type AuthFormFailureReason = 'credentials' | 'unverified';

export type AuthFormResult = FormResult & { reason?: AuthFormFailureReason };

export const reasonOf = (result: unknown): AuthFormFailureReason | undefined =>
  typeof result === 'object' && result !== null && 'reason' in result ? (result.reason as AuthFormFailureReason) : undefined;
