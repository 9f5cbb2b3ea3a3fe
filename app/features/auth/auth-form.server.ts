import { data, redirect, redirectDocument, type RouterContextProvider } from 'react-router';
import { authCookies, authRefusal } from '@server/features/auth/better-auth-response';
import { callbackPath } from '@server/features/auth/auth.schema';
import { changePassword, sendVerificationEmail, type AuthCall } from '@server/features/auth/password-auth';
import { emailField } from '@server/features/auth/auth.schema';
import { isAccountDoor, servedByApi } from '~/components/layout/login-link';
import { formFailure, formSuccess, refusedForm } from '~/lib/forms/form-action.server';
import type { AuthFormFailureReason, CheckInboxResult } from './auth-form-result';
import { describeChoice } from './chosen-intent.server';
import { verifiedLinkTarget } from './verified-link';

/**
 * Where to send the person afterwards: a path on this site (the same check the API's
 * callbackURL gets), never an account door; undefined means the caller's default (the home page).
 */
export function returnToOf(value: FormDataEntryValue | string | null | undefined) {
  const target = callbackPath.parse(typeof value === 'string' && value !== '' ? value : undefined);
  return target && target !== '/' && !isAccountDoor(target) ? target : undefined;
}

/**
 * On to `returnTo` (the home page by default) once logged in. An API address is loaded by
 * the browser itself: the app's router has no page there to show.
 */
export const continueTo = (returnTo: string | undefined, init: ResponseInit) =>
  returnTo && servedByApi(returnTo) ? redirectDocument(returnTo, init) : redirect(returnTo ?? '/', init);

type Write = (services: RouterContextProvider['services'], call: AuthCall) => Promise<Response>;

type Refusals = {
  /** The field a conflict (an existing email) belongs to. */
  conflictField?: string;
  /** Better Auth's reasons that belong to one field, with what to say there. */
  fieldReasons?: Record<string, { field: string; message: string }>;
};

/**
 * Runs one account write (the API's domain function, with its limits) for a page's form.
 * Answers `{ response }` when it went through (its Set-Cookie headers are the caller's to
 * pass on), or `{ failure }`: the form's errors, as the API words them, with its status.
 */
export async function runAuthWrite(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  write: Write,
  input: Record<string, unknown>,
  refusals: Refusals = {},
) {
  let response: Response;
  try {
    response = await write(context.services, { input, clientAddress: context.clientAddress, headers: request.headers });
  } catch (error) {
    return { failure: refusedForm(form, error) };
  }
  const refusal = await authRefusal(response);
  if (!refusal) return { response };
  const init = { status: refusal.status };
  const byReason = refusal.reason ? refusals.fieldReasons?.[refusal.reason] : undefined;
  if (byReason) return { failure: formFailure(form, { fieldErrors: { [byReason.field]: byReason.message } }, init) };
  if (refusal.code === 'conflict' && refusals.conflictField) {
    return { failure: formFailure(form, { fieldErrors: { [refusals.conflictField]: refusal.message } }, init) };
  }
  const reason: AuthFormFailureReason | undefined =
    refusal.reason === 'EMAIL_NOT_VERIFIED' ? 'unverified' : refusal.status === 401 ? 'credentials' : undefined;
  const formError = reason === 'unverified' ? unverifiedMessage(String(input.email ?? '')) : refusal.message;
  return { failure: withReason(formFailure(form, { fieldErrors: {}, formError }, init), reason) };
}

const unverifiedMessage = (email: string) => `Please verify your email address first: we have sent a new link to ${email}.`;

/** A failure that also says why (rejected credentials mark both fields; an unverified email offers the link again). */
function withReason<T extends { data: object; init: ResponseInit | null }>(failure: T, reason: AuthFormFailureReason | undefined) {
  return reason ? data({ ...failure.data, reason }, failure.init ?? undefined) : failure;
}

/** The write's success for the form, with Better Auth's cookies (a new session after a password change). */
export const authSuccess = (form: FormData, response: Response, message: string) =>
  formSuccess(form, message, { headers: authCookies(response) });

/** A field's text as typed (absent fields stay absent, so the schema names them). */
export const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

const mismatch = 'New passwords do not match.';

/** The confirmation of a new password, which the API does not take: checked here, beside its field. */
export function unconfirmedPassword(form: FormData, newPassword = 'newPassword', confirmation = 'confirmPassword') {
  if (form.get(newPassword) === form.get(confirmation)) return undefined;
  return formFailure(form, { fieldErrors: { [confirmation]: mismatch } });
}

/** The profile page's change-password form: other devices are signed out, this one keeps a new session (its cookie). */
export async function changePasswordFromForm(context: Readonly<RouterContextProvider>, request: Request, form: FormData) {
  const unconfirmed = unconfirmedPassword(form);
  if (unconfirmed) return unconfirmed;
  const changed = await runAuthWrite(
    context,
    request,
    form,
    changePassword,
    { currentPassword: textOf(form, 'currentPassword'), newPassword: textOf(form, 'newPassword'), revokeOtherSessions: true },
    { fieldReasons: { INVALID_PASSWORD: { field: 'currentPassword', message: 'Your current password is incorrect.' } } },
  );
  return changed.failure ?? authSuccess(form, changed.response, 'Password updated. Other devices have been signed out.');
}

/** What the log-in and sign-up pages read: where to go on (and the choice it carries, in words), and who is already logged in. */
export async function authPageData(url: URL, context: Readonly<RouterContextProvider>) {
  const returnTo = returnToOf(url.searchParams.get('returnTo'));
  return { returnTo, choice: await describeChoice(context.services, returnTo), signedInAs: context.viewer?.email };
}

/**
 * Sends the verification link again from a form (the log-in page's offer, the sign-up's
 * "check your inbox" step); the link leads on to the form's `returnTo`. Answers `{ failure }`
 * or the address it went to.
 */
export async function resendVerificationFromForm(context: Readonly<RouterContextProvider>, request: Request, form: FormData) {
  const email = textOf(form, 'email');
  const callbackURL = verifiedLinkTarget(returnToOf(form.get('returnTo')));
  const sent = await runAuthWrite(context, request, form, sendVerificationEmail, { email, callbackURL });
  return sent.failure ? { failure: sent.failure } : { email: emailField.parse(email) };
}

/** The sign-up's answer once a link is on its way: the form gives way to "check your inbox" for `sentTo`. */
export const checkInboxAnswer = (form: FormData, sentTo: string, message?: string) => {
  const intent = form.get('intent');
  return data<CheckInboxResult>({ ok: true, ...(typeof intent === 'string' ? { intent } : {}), ...(message ? { message } : {}), sentTo });
};
