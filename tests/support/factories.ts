import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { createUserWithPassword, type NewUser } from '@server/features/auth/create-user';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import {
  applicationAnswers,
  applications,
  billingCustomers,
  cancellationFeedback,
  deadlineReminders,
  promotionRedemptions,
  promotions,
  reviewAnswers,
} from '@server/db/schema';
import { seedPracticeFormId } from '@server/features/practice/seed-practice';
import type { TestApp } from './test-app';
import { openInterviewAttempt, recordTake } from './interview-attempt';
import { liveWebm } from './live-webm';

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

/**
 * Signs in through the real endpoint and returns the Cookie header for later requests.
 * `from`: the client's address, for an app that trusts the proxy header (`TRUST_PROXY`), so a
 * file that signs in many people is not held to one address's sign-in limit.
 */
export async function signIn(t: TestApp, email: string, password = testPassword, { from }: { from?: string } = {}) {
  const headers: Record<string, string> = from ? { 'x-forwarded-for': from } : {};
  const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, headers });
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

/** Creates a member and signs them in (from `from`, when given: see `signIn`). */
export async function signedInMember(t: TestApp, overrides: Partial<NewUser> = {}, { from }: { from?: string } = {}) {
  const member = await createMember(t, overrides);
  return { ...member, cookie: await signIn(t, member.email, member.password, { from }) };
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

/** A coach's feedback on every section of a review. */
export const reviewFeedback = {
  overall: { comment: 'A strong application.', score: 4 },
  motivation: { comment: 'Clear reasons.', score: 3 },
  commercialAwareness: { comment: 'Good deal knowledge.' },
  firmFit: { comment: 'Name the seats.', score: 2 },
  structureAndWriting: { comment: 'Well ordered.', score: 5 },
};

/**
 * Gives a signed-in member data in every kind of table that holds a member's data: settings,
 * a subscription with its invoice and checkout, a billing customer, a promotion redeemed,
 * cancellation feedback, library progress, two uploads, a completed review with a coach's
 * feedback, an annotated file and the answers sent with it, an application with a draft
 * answer, a deadline reminder sent, an enquiry they sent signed in, a submitted practice attempt
 * with an answer, and emails to them.
 */
export async function giveMemberDataEverywhere(t: TestApp, member: { id: string; email: string; cookie: string }) {
  const { db } = t.services;
  const coach = await signedInMember(t, { role: 'admin', firstName: 'Chris', lastName: 'Coach' });
  const as = (cookie: string) => ({ headers: { cookie } });
  const ok = async (response: Response | Promise<Response>, status = 200) => {
    const res = await response;
    if (res.status !== status) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
    return res;
  };

  await ok(t.request('/api/me/settings', { method: 'PUT', ...as(member.cookie), json: { emailNotifications: false, theme: 'dark' } }));
  await buyDemoPlan(t, member.cookie);
  await db.insert(billingCustomers).values({ userId: member.id, provider: 'stripe', customerId: `cus_${member.id}` });
  const [promotion] = await db
    .insert(promotions)
    .values({ code: `SPRING${randomUUID().slice(0, 6).toUpperCase()}`, percentOff: 20, duration: 'once' })
    .returning();
  await db.insert(promotionRedemptions).values({ promotionId: promotion!.id, userId: member.id, providerSubscriptionId: `sub_${member.id}` });
  await db.insert(cancellationFeedback).values({ userId: member.id, planId: 'monthly', reason: 'taking_a_break', comment: 'Exams', outcome: 'paused' });

  const [item] = (await (await t.request('/api/library/training-contract-journey', as(member.cookie))).json()).items;
  await ok(t.request(`/api/library/items/${item.id}/link`, { method: 'POST', ...as(member.cookie) }));
  await ok(t.request(`/api/library/items/${item.id}/progress`, { method: 'PUT', ...as(member.cookie), json: { completed: true } }));

  const { id: uploadId } = await (await ok(uploadPdf(t, member.cookie, 'My CV.pdf'), 201)).json();
  const { id: spareUploadId } = await (await ok(uploadPdf(t, member.cookie, 'spare.pdf'), 201)).json();

  const [application] = await db
    .insert(applications)
    .values({ userId: member.id, firm: 'Clifford Chance', firmSlug: 'clifford-chance', opportunity: 'training-contract', closesOn: '2027-01-10' })
    .returning();
  const [answer] = await db
    .insert(applicationAnswers)
    .values({ applicationId: application!.id, userId: member.id, question: 'Why this firm?', text: 'Because of its finance practice.' })
    .returning();
  await db.insert(deadlineReminders).values({ applicationId: application!.id, closesOn: '2027-01-10', daysBefore: 7 });

  const { id: reviewId } = await (
    await ok(
      t.request('/api/reviews', {
        method: 'POST',
        ...as(member.cookie),
        json: { uploadIds: [uploadId], targetFirm: 'Clifford Chance', applicationType: 'vacation-scheme' },
      }),
      201,
    )
  ).json();
  await db.insert(reviewAnswers).values({ reviewId, answerId: answer!.id, question: answer!.question, text: answer!.text });
  await ok(t.request(`/api/admin/reviews/${reviewId}/claim`, { method: 'POST', ...as(coach.cookie) }));
  await ok(t.request(`/api/admin/reviews/${reviewId}/feedback`, { method: 'PUT', ...as(coach.cookie), json: { feedback: reviewFeedback } }));
  await ok(uploadPdf(t, coach.cookie, 'CV annotated.pdf', `/api/admin/reviews/${reviewId}/annotated-file`), 201);
  await ok(t.request(`/api/admin/reviews/${reviewId}/complete`, { method: 'POST', ...as(coach.cookie), json: { feedback: reviewFeedback } }));

  await ok(t.request('/api/enquiries', { method: 'POST', ...as(member.cookie), json: { name: 'Ada Lovelace', email: member.email.toUpperCase(), message: 'Hello' } }), 201);
  await recordTake(t, member.cookie, await openInterviewAttempt(t, member.id), Buffer.from(liveWebm()));

  const attempt = await (
    await ok(t.request('/api/practice/attempts', { method: 'POST', ...as(member.cookie), json: { formId: seedPracticeFormId('critical-thinking-diagnostic') } }), 201)
  ).json();
  await ok(t.request(`/api/practice/attempts/${attempt.id}/answers/${attempt.questions[0].id}`, { method: 'PUT', ...as(member.cookie), json: { answer: 'true' } }));
  await ok(t.request(`/api/practice/attempts/${attempt.id}/submit`, { method: 'POST', ...as(member.cookie) }));
  return {
    coach,
    uploadIds: [uploadId as string, spareUploadId as string],
    reviewId: reviewId as string,
    applicationId: application!.id,
    practiceAttemptId: attempt.id as string,
  };
}
