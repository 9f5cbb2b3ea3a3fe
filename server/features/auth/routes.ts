import type { Context } from 'hono';
import type { AppEnv, Services } from '../kit/context';
import { clientIp } from '../../platform/http-kit/client-ip';
import { z } from 'zod';
import { json, type ApiRoute, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { callbackPath } from './auth.schema';
import { portalResponse } from './better-auth-response';
import {
  changePassword,
  requestPasswordReset,
  resetLanding,
  resetPassword,
  sendVerificationEmail,
  signInWithPassword,
  signOut,
  signUpMember,
  verifiedLanding,
  type AuthCall,
} from './password-auth';

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

/** An API door into one of the account writes (password-auth.ts): the JSON body is its input. */
function post(
  services: Services,
  spec: Pick<ApiRoute, 'path' | 'summary' | 'operationId'> & {
    access?: ApiRoute['access'];
    write: ((services: Services, call: AuthCall) => Promise<Response>) & { schema: z.ZodType };
  },
): ApiRoute {
  return {
    method: 'POST',
    operationId: spec.operationId,
    path: `/auth${spec.path}`,
    access: spec.access ?? 'anyone',
    summary: spec.summary,
    // The write counts its rate limit before it validates, so it checks the body itself.
    body: spec.write.schema,
    bodyCheckedByHandler: true,
    responses: { 200: json('Better Auth’s answer (cookies in Set-Cookie).', z.looseObject({})) },
    refusals: [401, 403, 422, 429],
    handler: async (c: Context<AppEnv>, { body }) =>
      spec.write(services, { input: body, clientAddress: clientIp(c, services.config.trustProxy), headers: c.req.raw.headers }),
  };
}

/** The Better Auth endpoints the portal exposes (others stay unreachable). */
export const authRoutes: RouteFactory = (services) => {
  const passThrough = (operationId: string, path: string, summary: string, callbackFallback?: string): ApiRoute => ({
    method: 'GET',
    operationId,
    path: `/auth${path}`,
    access: 'anyone',
    summary,
    responses:
      callbackFallback === undefined
        ? { 200: json('The session and user, or null.', z.looseObject({}).nullable()) }
        : { 302: { description: 'On to the page the link leads to.' } },
    params: path.includes(':token') ? { token: pathParams.token } : undefined,
    handler: async (c) => {
      const request = callbackFallback === undefined ? c.req.raw : withSameSiteCallback(c.req.raw, callbackFallback);
      return portalResponse(await services.auth.handler(request), services.config.publicUrl);
    },
  });
  return [
    post(services, {
      operationId: 'signUp',
      path: '/sign-up/email',
      summary:
        'Create an account (email, password, name, firstName, lastName, university, lawBackground); a verification email follows.',
      write: signUpMember,
    }),
    post(services, { operationId: 'signIn', path: '/sign-in/email', summary: 'Sign in with email and password (refused until the email is verified).', write: signInWithPassword }),
    post(services, { operationId: 'sendVerificationEmail', path: '/send-verification-email', summary: 'Send the verification email again.', write: sendVerificationEmail }),
    post(services, {
      operationId: 'requestPasswordReset',
      path: '/request-password-reset',
      summary: 'Email a password-reset link (same answer whether or not the account exists).',
      write: requestPasswordReset,
    }),
    post(services, { operationId: 'resetPassword', path: '/reset-password', summary: 'Set a new password with the emailed token; ends every session.', write: resetPassword }),
    post(services, { operationId: 'changePassword', path: '/change-password', summary: 'Change the password (current and new).', access: 'member', write: changePassword }),
    {
      method: 'POST',
      operationId: 'signOut',
      path: '/auth/sign-out',
      access: 'anyone',
      responses: { 200: json('Signed out (the cookie cleared).', z.looseObject({})) },
      summary: 'End the session.',
      handler: (c) => signOut(services, { headers: c.req.raw.headers }),
    },
    passThrough('getSession', '/get-session', 'The current session and user, or null.'),
    passThrough('verifyEmail', '/verify-email', 'The emailed verification link: verifies, signs in (never over another account’s session), redirects.', verifiedLanding),
    passThrough('openPasswordResetLink', '/reset-password/:token', 'The emailed reset link: redirects to the new-password page.', resetLanding),
  ];
};
