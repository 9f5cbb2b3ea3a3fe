import type { ErrorBody, ErrorCode } from '../../platform/errors';
import { sameSitePath } from '../../platform/http-kit/redirect-target';

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

/** Every redirect Better Auth answers stays on this site, whatever it made of its input. */
function keepRedirectOnSite(response: Response, publicUrl: string) {
  const location = response.headers.get('location');
  if (location === null || sameSitePath(location, publicUrl) !== undefined) return response;
  const headers = new Headers(response.headers);
  headers.set('location', '/');
  return new Response(response.body, { status: response.status, headers });
}

/** Better Auth's answer as the portal gives it: on this site, in the contract's error shape, no token in the body. */
export const portalResponse = (response: Response, publicUrl: string) => toContractResponse(keepRedirectOnSite(response, publicUrl));

export type AuthRefusal = ErrorBody['error'] & { status: number };

/** What a failed auth answer said (status, code, message, Better Auth's reason), or undefined when it succeeded. */
export async function authRefusal(response: Response): Promise<AuthRefusal | undefined> {
  if (response.ok) return undefined;
  const body = (await response.clone().json().catch(() => null)) as Partial<ErrorBody> | null;
  return {
    status: response.status,
    code: body?.error?.code ?? 'internal',
    message: body?.error?.message ?? 'Something went wrong. Please try again.',
    ...(body?.error?.reason ? { reason: body.error.reason } : {}),
  };
}

/** Only the cookies of Better Auth's answer, for a page's response (a redirect or the form's result). */
export function authCookies(response: Response) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}
