import { z } from 'zod';

export const demoPassword = 'clearpath-demo';

/** A signed-in demo member: the Cookie header value to send, and the origin our writes claim. */
export type Session = { base: string; cookie: string };

/** Signs in through the API as a browser would; the origin header must equal PUBLIC_URL. */
export async function signIn(base: string, email: string): Promise<Session> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`sign-in as ${email} set no cookie`);
  return { base, cookie };
}

type Request = { method?: 'GET' | 'POST'; body?: FormData };

/** Calls the JSON API and validates the answer, so a changed contract fails loudly here. */
export async function apiJson<T>(session: Session | { base: string }, path: string, schema: z.ZodType<T>, request: Request = {}): Promise<T> {
  const response = await fetchApi(session, path, request);
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return schema.parse(JSON.parse(text));
}

export function fetchApi(session: Session | { base: string }, path: string, { method = 'GET', body }: Request = {}) {
  const headers: Record<string, string> = { origin: session.base };
  if ('cookie' in session) headers.cookie = session.cookie;
  return fetch(`${session.base}${path}`, { method, headers, body, signal: AbortSignal.timeout(30_000) });
}

const documentLink = z.object({ url: z.string().startsWith('/api/library/documents/') });

/** A fresh signed link (they last five minutes, so each load run asks for its own). */
export async function issueDocumentLink(subscriber: Session, itemId: string) {
  const { url } = await apiJson(subscriber, `/api/library/items/${itemId}/link`, documentLink, { method: 'POST' });
  return `${subscriber.base}${url}`;
}
