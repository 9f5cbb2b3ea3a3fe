import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { createUserWithPassword, type NewUser } from '@server/features/auth/create-user';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import type { TestApp } from './test-app';

export const testPassword = 'correct-horse-battery';

/** A verified member with a unique email; override any field. */
export async function createMember(t: TestApp, overrides: Partial<NewUser> = {}) {
  const input: NewUser = {
    email: `member-${randomUUID().slice(0, 8)}@example.com`,
    password: testPassword,
    firstName: 'Ada',
    lastName: 'Lovelace',
    university: 'University of Bristol',
    ...overrides,
  };
  const created = await createUserWithPassword(t.services.db, input);
  return { ...input, ...created };
}

/** Signs in through the real endpoint and returns the Cookie header for later requests. */
export async function signIn(t: TestApp, email: string, password = testPassword) {
  const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieHeader(res);
}

/** Turns Set-Cookie response headers into a Cookie request header. */
export function cookieHeader(res: Response) {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Creates a member and signs them in. */
export async function signedInMember(t: TestApp, overrides: Partial<NewUser> = {}) {
  const member = await createMember(t, overrides);
  return { ...member, cookie: await signIn(t, member.email, member.password) };
}

/** The links in the newest stored email to `to`. */
export async function latestEmailLinks(t: TestApp, to: string) {
  const res = await t.request('/api/dev/mailbox');
  const { messages } = (await res.json()) as { messages: { to: string; text: string; subject: string }[] };
  const message = messages.find((m) => m.to === to);
  if (!message) throw new Error(`no email to ${to}`);
  return { subject: message.subject, links: [...message.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]) };
}

/** A one-page PDF whose text is `text`. */
export async function pdfFile(text: string) {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return new Uint8Array(await doc.save());
}

/** Uploads a small PDF as multipart form data to `path` (a member's uploads by default). */
export async function uploadPdf(t: TestApp, cookie: string, name = 'cv.pdf', path = '/api/uploads') {
  const form = new FormData();
  form.append('file', new Blob([await pdfFile(name)], { type: 'application/pdf' }), name);
  return t.request(path, { method: 'POST', body: form, headers: { cookie } });
}

/** Buys `planId` through the demo checkout, as the member would. */
export async function buyDemoPlan(t: TestApp, cookie: string, planId = 'monthly') {
  const checkout = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { planId } });
  const sessionId = new URL((await checkout.json()).url).pathname.split('/').pop()!;
  const paid = await t.request(`/api/billing/demo/sessions/${sessionId}/complete`, { method: 'POST', headers: { cookie } });
  if (paid.status !== 200) throw new Error(`demo checkout failed: ${paid.status} ${await paid.text()}`);
}

/**
 * The Cookie header of a signed-in member, a subscriber and a coach, keyed by the route
 * table's access levels (a visitor, `anyone`, sends none).
 */
export async function signedInCallers(t: TestApp): Promise<Record<'anyone' | 'member' | 'subscriber' | 'coach', string | undefined>> {
  const subscriber = await signedInMember(t);
  await grantDemoSubscription(t.services, { userId: subscriber.id, planId: 'half-year' });
  return {
    anyone: undefined,
    member: (await signedInMember(t)).cookie,
    subscriber: subscriber.cookie,
    coach: (await signedInMember(t, { role: 'admin' })).cookie,
  };
}
