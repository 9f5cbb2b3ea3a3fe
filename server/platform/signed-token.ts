import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * Compact signed tokens for links (`<payload>.<signature>`, base64url, HMAC-SHA256). The
 * payload is readable but cannot be changed without the key; `exp` (seconds) bounds it.
 * Only the exact text we issue is accepted: the signature is compared as the canonical
 * 43-character unpadded base64url string, so no padded, re-cased or otherwise re-encoded
 * variant of a valid link opens anything.
 */
export function signToken(payload: { exp: number } & Record<string, unknown>, key: string) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, key)}`;
}

const sign = (body: string, key: string) => createHmac('sha256', key).update(body).digest('base64url');

export function verifyToken<S extends z.ZodType<{ exp: number }>>(token: string, key: string, schema: S, now = Date.now()): z.output<S> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.exp * 1000 <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
