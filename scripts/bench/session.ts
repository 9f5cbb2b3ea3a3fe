import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

export const demoPassword = 'clearpath-demo';

/** Where requests go (`url`) and the origin the portal's writes must claim: its PUBLIC_URL. */
export type Site = { url: string; origin: string };

/** A signed-in member at one portal: the Cookie header value to send with each request. */
export type Session = Site & { cookie: string };

/** Signs in through the API as a browser would; the origin header must equal PUBLIC_URL. */
export async function signIn(site: Site, email: string, password = demoPassword, { from }: { from?: string } = {}): Promise<Session> {
  const response = await fetchApi(site, '/api/auth/sign-in/email', { method: 'POST', json: { email, password }, from });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`sign-in as ${email} set no cookie`);
  return { ...site, cookie };
}

/** The same session, sent to another instance behind the same balancer (they share sessions). */
export const sessionAt = (session: Session, site: Site): Session => ({ ...session, ...site });

/**
 * `from`: the client's address as a proxy in front of the portal would report it (the bench's
 * portal trusts one), so members set up in bulk are each held to their own address's limits.
 */
type Request = { method?: 'GET' | 'POST' | 'PUT'; body?: FormData; json?: unknown; from?: string | undefined };

/** Calls the JSON API and validates the answer, so a changed contract fails loudly here. */
export async function apiJson<T>(session: Session | Site, path: string, schema: z.ZodType<T>, request: Request = {}): Promise<T> {
  const response = await fetchApi(session, path, request);
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return schema.parse(JSON.parse(text));
}

export function fetchApi(session: Session | Site, path: string, { method = 'GET', body, json, from }: Request = {}) {
  const headers: Record<string, string> = { origin: session.origin };
  if (from) headers['x-forwarded-for'] = from;
  if ('cookie' in session) headers.cookie = session.cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const sent = json === undefined ? body : JSON.stringify(json);
  return fetch(`${session.url}${path}`, { method, headers, body: sent, signal: AbortSignal.timeout(30_000), redirect: 'manual' });
}

const documentLink = z.object({ url: z.string().startsWith('/api/library/documents/') });

/** A fresh signed link (they last five minutes, so each load run asks for its own). */
export async function issueDocumentLink(subscriber: Session, itemId: string) {
  const { url } = await apiJson(subscriber, `/api/library/items/${itemId}/link`, documentLink, { method: 'POST' });
  return `${subscriber.url}${url}`;
}

const mailbox = z.object({ messages: z.array(z.object({ to: z.string(), text: z.string() })) });

/** The verification link mailed to `email`, from demo mode's mailbox; waits a little, as mail may be sent after the answer. */
async function verificationLink(site: Site, email: string): Promise<string> {
  const deadline = performance.now() + 10_000;
  do {
    const { messages } = await apiJson(site, '/api/dev/mailbox', mailbox);
    const link = messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    if (link) return link;
    await sleep(50);
  } while (performance.now() < deadline);
  throw new Error(`no verification email for ${email} within 10 s`);
}

/** Signs a new member up through the API, follows their verification link and signs them in. */
export async function signUpVerifiedMember(site: Site, firstName: string, { from }: { from?: string } = {}): Promise<Session> {
  const email = `bench-${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `bench-${randomBytes(12).toString('base64url')}`;
  const profile = { firstName, lastName: 'Bench', university: 'University of York', lawBackground: true };
  await apiJson(site, '/api/auth/sign-up/email', z.unknown(), { method: 'POST', json: { email, password, ...profile }, from });
  // The link names the public site; this instance is where it is followed.
  const link = new URL(await verificationLink(site, email));
  const verified = await fetchApi(site, `${link.pathname}${link.search}`, { from });
  await verified.arrayBuffer();
  if (verified.status >= 400) throw new Error(`verifying ${email} answered ${verified.status}`);
  return signIn(site, email, password, { from });
}

const checkout = z.object({ url: z.string() });

/** Takes `planId` through the demo checkout and pays, as the member's browser would. */
export async function buyDemoPlan(member: Session, planId = 'monthly') {
  const { url } = await apiJson(member, '/api/billing/checkout', checkout, { method: 'POST', json: { planId } });
  const sessionId = new URL(url).pathname.split('/').pop();
  await apiJson(member, `/api/billing/demo/sessions/${sessionId}/complete`, z.unknown(), { method: 'POST' });
}

const subscription = z.object({ subscribed: z.boolean() });

export const isSubscribed = async (member: Session) => (await apiJson(member, '/api/subscription', subscription)).subscribed;
