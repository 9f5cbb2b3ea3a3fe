import { randomUUID } from 'node:crypto';
import { createUserWithPassword, type NewUser } from '../../server/features/auth/create-user';
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
