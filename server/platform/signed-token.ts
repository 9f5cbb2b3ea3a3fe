import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * Compact signed tokens for links (`<payload>.<signature>`, base64url, HMAC-SHA256). The
 * payload is readable but cannot be changed without the key; `exp` (seconds) bounds it.
 */
export function signToken(payload: { exp: number } & Record<string, unknown>, key: string) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

export function verifyToken<S extends z.ZodType<{ exp: number }>>(token: string, key: string, schema: S, now = Date.now()): z.output<S> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.exp * 1000 <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
