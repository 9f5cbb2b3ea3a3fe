import type { z } from 'zod';
import type { Services } from '../kit/context';
import { validateInput } from '../kit/route-table';
import { consumeRateLimit, type RateLimitRule } from '../../db/rate-limit';
import { changePasswordSchema, emailOnlySchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth.schema';
import { portalResponse } from './better-auth-response';
import { refuseWeakPassword } from './common-passwords';
import { assertSignInOpen, recordFailedSignIn } from './sign-in-lockout';

/*
 * The account writes, each one domain function that the JSON API (routes.ts) and the pages'
 * actions both call, so both doors apply the same limits, lockout and password rules. Each
 * answers Better Auth's response as the portal gives it (portalResponse): its Set-Cookie
 * headers are the caller's to pass on.
 */

const minute = 60;
const limits = {
  signInPerAccount: { name: 'sign-in', limit: 10, windowSeconds: minute },
  signInPerIp: { name: 'sign-in-ip', limit: 60, windowSeconds: minute },
  signUpPerIp: { name: 'sign-up', limit: 10, windowSeconds: 10 * minute },
  emailLinkPerAccount: { name: 'email-link', limit: 3, windowSeconds: 15 * minute },
  emailLinkPerIp: { name: 'email-link-ip', limit: 20, windowSeconds: 60 * minute },
} satisfies Record<string, RateLimitRule>;

/** Where the emailed links lead when no (acceptable) target was given. */
export const verifiedLanding = '/email-verified';
export const resetLanding = '/reset-password';

/** One call: the unvalidated input, who sent it (for the limits), and the request's headers (cookies, origin). */
export type AuthCall = { input: unknown; clientAddress: string; headers: Headers };

type Guarded<S extends z.ZodType> = {
  /** Better Auth's endpoint, under /api/auth. */
  path: string;
  schema: S;
  /** Limits counted per IP before validation, and per account after. */
  ipLimit?: RateLimitRule;
  accountLimit?: RateLimitRule;
  /** Refuses an account paused after many failed sign-ins, and counts each failure. */
  countFailures?: boolean;
  prepare?: (input: z.output<S>) => unknown;
};

/** Hands a request to Better Auth as a JSON post to its endpoint, with the caller's cookies and origin. */
async function callAuth(services: Services, path: string, headers: Headers, body?: unknown) {
  const forwarded = new Headers(headers);
  forwarded.delete('content-length');
  if (body === undefined) forwarded.delete('content-type');
  else forwarded.set('content-type', 'application/json');
  const request = new Request(new URL(`/api/auth${path}`, services.config.publicUrl), {
    method: 'POST',
    headers: forwarded,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return portalResponse(await services.auth.handler(request), services.config.publicUrl);
}

/** One account write; its `schema` is also the API description's request body (routes.ts). */
function guarded<S extends z.ZodType>(spec: Guarded<S>) {
  const write = async (services: Services, { input, clientAddress, headers }: AuthCall) => {
    if (spec.ipLimit) await consumeRateLimit(services.db, spec.ipLimit, clientAddress);
    const valid = validateInput(spec.schema, input);
    const email = (valid as { email?: string }).email;
    if (spec.accountLimit && email) await consumeRateLimit(services.db, spec.accountLimit, `${clientAddress}:${email}`);
    const lockout = spec.countFailures && email;
    if (lockout) await assertSignInOpen(services.db, email);
    const response = await callAuth(services, spec.path, headers, spec.prepare ? spec.prepare(valid) : valid);
    if (lockout && response.status === 401) await recordFailedSignIn(services, email);
    return response;
  };
  return Object.assign(write, { schema: spec.schema });
}

/** Creates an account; a verification email follows (the same answer when the email is taken: its owner is told instead). */
export const signUpMember = guarded({
  path: '/sign-up/email',
  schema: refuseWeakPassword(signUpSchema, 'password'),
  ipLimit: limits.signUpPerIp,
  prepare: (input) => ({
    ...input,
    name: `${input.firstName} ${input.lastName}`,
    callbackURL: input.callbackURL ?? verifiedLanding,
  }),
});

/** Signs in with email and password: refused until the email is verified, paused after many failures. */
export const signInWithPassword = guarded({
  path: '/sign-in/email',
  schema: signInSchema,
  ipLimit: limits.signInPerIp,
  accountLimit: limits.signInPerAccount,
  countFailures: true,
  // Used by the verification email Better Auth resends to an unverified member.
  prepare: (input) => ({ ...input, callbackURL: input.callbackURL ?? verifiedLanding }),
});

/** Sends the verification email again. */
export const sendVerificationEmail = guarded({
  path: '/send-verification-email',
  schema: emailOnlySchema,
  ipLimit: limits.emailLinkPerIp,
  accountLimit: limits.emailLinkPerAccount,
  prepare: (input) => ({ email: input.email, callbackURL: input.callbackURL ?? verifiedLanding }),
});

/** Emails a password-reset link; the same answer whether or not the account exists. */
export const requestPasswordReset = guarded({
  path: '/request-password-reset',
  schema: emailOnlySchema,
  ipLimit: limits.emailLinkPerIp,
  accountLimit: limits.emailLinkPerAccount,
  prepare: (input) => ({ email: input.email, redirectTo: input.redirectTo ?? resetLanding }),
});

/** Sets a new password with the emailed token; ends every session. */
export const resetPassword = guarded({
  path: '/reset-password',
  schema: refuseWeakPassword(resetPasswordSchema, 'newPassword'),
  ipLimit: limits.emailLinkPerIp,
});

/** Changes the signed-in member's password (current and new). */
export const changePassword = guarded({
  path: '/change-password',
  schema: refuseWeakPassword(changePasswordSchema, 'newPassword'),
});

/** Ends the session the request's cookie names; the answer clears the cookie. */
export const signOut = (services: Services, { headers }: { headers: Headers }) => callAuth(services, '/sign-out', headers);
