import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv, Services } from '../kit/context';
import { clientIp } from '../../platform/http-kit/client-ip';
import type { ErrorCode } from '../../platform/errors';
import { parseJson, type ApiRoute, type RouteFactory } from '../kit/route-table';
import { consumeRateLimit, type RateLimitRule } from '../../db/rate-limit';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { sameSitePath } from '../../platform/http-kit/redirect-target';
import { callbackPath, changePasswordSchema, emailOnlySchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth.schema';
import { refuseCommonPassword } from './common-passwords';
import { assertSignInOpen, recordFailedSignIn } from './sign-in-lockout';

const minute = 60;
const limits = {
  signInPerAccount: { name: 'sign-in', limit: 10, windowSeconds: minute },
  signInPerIp: { name: 'sign-in-ip', limit: 60, windowSeconds: minute },
  signUpPerIp: { name: 'sign-up', limit: 10, windowSeconds: 10 * minute },
  emailLinkPerAccount: { name: 'email-link', limit: 3, windowSeconds: 15 * minute },
  emailLinkPerIp: { name: 'email-link-ip', limit: 20, windowSeconds: 60 * minute },
} satisfies Record<string, RateLimitRule>;

/** Where the emailed links lead when no (acceptable) target was given. */
const verifiedLanding = '/email-verified';
const resetLanding = '/reset-password';

const statusCodes: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

/**
 * Better Auth answers errors as `{ code, message }`; the contract's shape is
 * `{ error: { code, message } }`. Its code is kept as `reason` (e.g. EMAIL_NOT_VERIFIED).
 * An existing email is a conflict (409), not Better Auth's 422.
 */
async function toContractResponse(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  if (response.status < 400) return withoutSessionToken(response);
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const status = response.status === 422 ? (body.code?.startsWith('USER_ALREADY_EXISTS') ? 409 : 400) : response.status;
  const error = {
    code: statusCodes[status] ?? 'internal',
    message: body.message ?? 'Request failed',
    ...(body.code ? { reason: body.code } : {}),
  };
  return rebuild(new Response(null, { status, headers: response.headers }), { error });
}

/**
 * The session lives in an http-only cookie; Better Auth also echoes its token in JSON
 * bodies (sign-in's `token`, get-session's `session.token`), where page scripts could
 * read it. Strip both.
 */
async function withoutSessionToken(response: Response) {
  const body = (await response.json().catch(() => null)) as {
    token?: unknown;
    session?: Record<string, unknown>;
  } | null;
  if (!body || typeof body !== 'object') return rebuild(response, body);
  const { token: _token, session, ...rest } = body;
  const safeSession = session && typeof session === 'object' ? { ...session, token: undefined } : session;
  return rebuild(response, session === undefined ? rest : { ...rest, session: safeSession });
}

function rebuild(response: Response, body: unknown) {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * The emailed links carry their redirect target in the query: it is normalised like a
 * body's (the route's default replaces anything that leaves the site) before Better Auth reads it.
 */
function withSameSiteCallback(request: Request, fallback: string) {
  const url = new URL(request.url);
  const target = callbackPath.parse(url.searchParams.get('callbackURL') ?? undefined) ?? fallback;
  url.searchParams.set('callbackURL', target);
  return new Request(url, request);
}

/** Every redirect Better Auth answers stays on this site, whatever it made of its input. */
function keepRedirectOnSite(response: Response, publicUrl: string) {
  const location = response.headers.get('location');
  if (location === null || sameSitePath(location, publicUrl) !== undefined) return response;
  const headers = new Headers(response.headers);
  headers.set('location', '/');
  return new Response(response.body, { status: response.status, headers });
}

/** Hands a request to Better Auth, with a validated, normalised JSON body when there is one. */
async function forward(services: Services, c: Context<AppEnv>, body?: unknown, callbackFallback?: string) {
  let request =
    body === undefined
      ? c.req.raw
      : new Request(c.req.raw.url, {
          method: c.req.method,
          headers: c.req.raw.headers,
          body: JSON.stringify(body),
        });
  if (callbackFallback !== undefined) request = withSameSiteCallback(request, callbackFallback);
  const response = await services.auth.handler(request);
  return toContractResponse(keepRedirectOnSite(response, services.config.publicUrl));
}

type Guarded<S extends z.ZodType> = {
  path: string;
  summary: string;
  schema: S;
  access?: ApiRoute['access'];
  /** Limits counted per IP before validation, and per account after. */
  ipLimit?: RateLimitRule;
  accountLimit?: RateLimitRule;
  /** Refuses an account paused after many failed sign-ins, and counts each failure. */
  countFailures?: boolean;
  prepare?: (input: z.output<S>) => unknown;
};

function guardedPost<S extends z.ZodType>(services: Services, spec: Guarded<S>): ApiRoute {
  return {
    method: 'POST',
    path: `/auth${spec.path}`,
    access: spec.access ?? 'anyone',
    summary: spec.summary,
    handler: async (c) => {
      const ip = clientIp(c, services.config.trustProxy);
      if (spec.ipLimit) await consumeRateLimit(services.db, spec.ipLimit, ip);
      const input = await parseJson(c, spec.schema);
      const email = (input as { email?: string }).email;
      if (spec.accountLimit && email) await consumeRateLimit(services.db, spec.accountLimit, `${ip}:${email}`);
      const lockout = spec.countFailures && email;
      if (lockout) await assertSignInOpen(services.db, email);
      const response = await forward(services, c, spec.prepare ? spec.prepare(input) : input);
      if (lockout && response.status === 401) await recordFailedSignIn(services, email);
      return response;
    },
  };
}

/** The Better Auth endpoints the portal exposes (others stay unreachable). */
export const authRoutes: RouteFactory = (services) => {
  const passThrough = (method: ApiRoute['method'], path: string, summary: string, callbackFallback?: string): ApiRoute => ({
    method,
    path: `/auth${path}`,
    access: 'anyone',
    summary,
    params: path.includes(':token') ? { token: pathParams.token } : undefined,
    handler: (c) => forward(services, c, undefined, callbackFallback),
  });
  return [
    guardedPost(services, {
      path: '/sign-up/email',
      summary:
        'Create an account (email, password, name, firstName, lastName, university, lawBackground); a verification email follows.',
      schema: refuseCommonPassword(signUpSchema, 'password'),
      ipLimit: limits.signUpPerIp,
      prepare: (input) => ({
        ...input,
        name: `${input.firstName} ${input.lastName}`,
        callbackURL: input.callbackURL ?? verifiedLanding,
      }),
    }),
    guardedPost(services, {
      path: '/sign-in/email',
      summary: 'Sign in with email and password (refused until the email is verified).',
      schema: signInSchema,
      ipLimit: limits.signInPerIp,
      accountLimit: limits.signInPerAccount,
      countFailures: true,
      // Used by the verification email Better Auth resends to an unverified member.
      prepare: (input) => ({ ...input, callbackURL: input.callbackURL ?? verifiedLanding }),
    }),
    guardedPost(services, {
      path: '/send-verification-email',
      summary: 'Send the verification email again.',
      schema: emailOnlySchema,
      ipLimit: limits.emailLinkPerIp,
      accountLimit: limits.emailLinkPerAccount,
      prepare: (input) => ({ email: input.email, callbackURL: input.callbackURL ?? verifiedLanding }),
    }),
    guardedPost(services, {
      path: '/request-password-reset',
      summary: 'Email a password-reset link (same answer whether or not the account exists).',
      schema: emailOnlySchema,
      ipLimit: limits.emailLinkPerIp,
      accountLimit: limits.emailLinkPerAccount,
      prepare: (input) => ({ email: input.email, redirectTo: input.redirectTo ?? resetLanding }),
    }),
    guardedPost(services, {
      path: '/reset-password',
      summary: 'Set a new password with the emailed token; ends every session.',
      schema: refuseCommonPassword(resetPasswordSchema, 'newPassword'),
      ipLimit: limits.emailLinkPerIp,
    }),
    guardedPost(services, {
      path: '/change-password',
      summary: 'Change the password (current and new).',
      schema: refuseCommonPassword(changePasswordSchema, 'newPassword'),
      access: 'member',
    }),
    passThrough('POST', '/sign-out', 'End the session.'),
    passThrough('GET', '/get-session', 'The current session and user, or null.'),
    passThrough('GET', '/verify-email', 'The emailed verification link: verifies, signs in (never over another account’s session), redirects.', verifiedLanding),
    passThrough('GET', '/reset-password/:token', 'The emailed reset link: redirects to the new-password page.', resetLanding),
  ];
};
