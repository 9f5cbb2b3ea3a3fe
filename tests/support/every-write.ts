import { premiumPages } from '@content/library/collections';
import { updateBillingSettings } from '@server/features/billing/billing-settings';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { recordings } from '@server/db/schema';
import { seedInterviewQuestionId, seedInterviewSetId } from '@server/features/interviews/seed-interviews';
import { seedPracticeFormId } from '@server/features/practice/seed-practice';
import { unsubscribeLinks } from '@server/features/unsubscribe/unsubscribe-links';
import { startPracticeAttempt } from '@server/features/practice/practice-attempts';
import { practiceAttempts, promotions, reviewPracticeAttempts, reviewRequests } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { createMember, latestEmailLinks, pdfFile, reviewFeedback, signedInMember, testPassword, uploadPdf } from './factories';
import { choiceItem, closedAttempts, csvHeader, csvRow } from './practice-items';
import { publishedForm, publishedItem } from './practice-factories';
import { testOrigin, type TestApp } from './test-app';

/**
 * Every write the portal accepts, each with what makes it possible, how to send it, the page
 * that shows what it changed and how that page changes (ADR 0041).
 * tests/integration/every-write-shows.test.ts performs each and fails on a write missing here.
 */

export type Person = Awaited<ReturnType<typeof signedInMember>>;
/** A fresh subscriber whose pages are viewed, a coach, and whatever the case's setup made. */
export type Stage = { t: TestApp; member: Person; coach: Person; given: Record<string, string> };
/** How the page reads after the write compared with before: true when it shows the change. */
export type Change = (after: string, before: string, stage: Stage) => boolean;

export type WriteCase = {
  /**
   * Who owns what the page shows, and views it: the member unless said; `visitor` views it
   * signed out before, and with the session the write's answer sets after (a log-in).
   */
  viewer?: 'member' | 'coach' | 'visitor';
  /** A member without a plan (checkouts). */
  withoutPlan?: boolean;
  setup?: (stage: Stage) => Promise<Record<string, string>>;
  send: (stage: Stage) => Promise<Response>;
  page: string | ((stage: Stage) => string);
  change: Change;
};
/** A write that changes nothing any page shows, and why. */
export type UnshownWrite = { unshown: string };

const count = (text: string, part: string) => text.split(part).length - 1;
/** The page shows `part` more often than before (a new row, a name that appears). */
export const shows = (part: string): Change => (after, before) => count(after, part) > count(before, part);
/** The page shows `part` less often than before (a deleted row, a name that went). */
export const hides = (part: string): Change => (after, before) => count(after, part) < count(before, part);

/** `cookie` null: sent signed out. */
const json = async (stage: Stage, method: string, path: string, body?: unknown, cookie: string | null = stage.member.cookie) =>
  stage.t.request(path, { method, headers: cookie ? { cookie } : {}, ...(body === undefined ? {} : { json: body }) });
const asCoach = (stage: Stage, method: string, path: string, body?: unknown) => json(stage, method, path, body, stage.coach.cookie);
const form = async (stage: Stage, path: string, fields: Record<string, string>, cookie: string | null = stage.member.cookie) =>
  stage.t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
const multipart = async (stage: Stage, method: string, path: string, fields: Record<string, string>, fileName: string, cookie: string) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([await pdfFile(fileName)], { type: 'application/pdf' }), fileName);
  return stage.t.request(path, { method, body, headers: { cookie } });
};

async function ok(response: Response | Promise<Response>) {
  const res = await response;
  if (res.status >= 400) throw new Error(`setup: ${res.status} ${await res.text()}`);
  return res.json();
}

const firstItem = async (stage: Stage, slug = 'firm-profiles') => (await ok(json(stage, 'GET', `/api/library/${slug}`))).items[0] as { id: string; title: string };
const uploaded = async (stage: Stage, name: string) => (await (await uploadPdf(stage.t, stage.member.cookie, name)).json()).id as string;
const reviewRequested = async (stage: Stage) => {
  const uploadId = await uploaded(stage, 'review-me.pdf');
  const review = await ok(json(stage, 'POST', '/api/reviews', { uploadIds: [uploadId], targetFirm: 'Slaughter and May', applicationType: 'vacation-scheme' }));
  return { reviewId: review.id as string, uploadId };
};
const tracked = async (stage: Stage, firm = 'Macfarlanes') =>
  (await ok(json(stage, 'POST', '/api/applications', { firm, opportunity: 'training-contract' }))).id as string;
const questionAdded = async (stage: Stage, applicationId: string, question = 'Why Macfarlanes?') =>
  (await ok(json(stage, 'POST', `/api/applications/${applicationId}/answers`, { question }))).id as string;
/** A free published form of one question, and the member's attempt of it when asked. */
const practiceForm = async (stage: Stage) => {
  const itemId = await publishedItem(stage.t, { kind: 'critical-thinking', format: 'choice', prompt: 'The memo binds every partner.', key: { format: 'choice', choice: 'follows' } });
  return publishedForm(stage.t, { kind: 'critical-thinking', title: 'Every-write diagnostic', minutes: 8, free: true }, [itemId]);
};
const practiceAttempt = async (stage: Stage) => {
  const formId = await practiceForm(stage);
  const attempt = await startPracticeAttempt(stage.t.services, { userId: stage.member.id, formId });
  return { attempt: attempt.id, question: attempt.questions[0]!.id };
};

const practiceAttemptClosed = async (stage: Stage) => {
  const attempt = await ok(json(stage, 'POST', '/api/practice/attempts', { formId: seedPracticeFormId('critical-thinking-diagnostic') }));
  await ok(json(stage, 'POST', `/api/practice/attempts/${attempt.id}/submit`));
  return attempt.id as string;
};
const interviewSet = seedInterviewSetId('training-contract-video-interview');
/** An interview attempt with one ready take of its first question, written as an ended tus upload leaves it. */
const interviewTakeRecorded = async (stage: Stage) => {
  const attempt = await ok(json(stage, 'POST', '/api/interviews/attempts', { setId: interviewSet }));
  const [take] = await stage.t.services.db
    .insert(recordings)
    .values({
      userId: stage.member.id,
      attemptId: attempt.id,
      questionId: seedInterviewQuestionId('why-commercial-law'),
      take: 1,
      storageKey: `members/${stage.member.id}/recordings/${attempt.id}.webm`,
      contentType: 'video/webm',
      durationSeconds: 80,
      status: 'ready',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { attempt: attempt.id as string, take: take!.id };
};
const interviewTakeInReview = async (stage: Stage) => {
  const recorded = await interviewTakeRecorded(stage);
  const review = await ok(json(stage, 'POST', `/api/interviews/attempts/${recorded.attempt}/review`, {}));
  await ok(asCoach(stage, 'POST', `/api/admin/reviews/${review.id}/claim`));
  return { ...recorded, reviewId: review.id as string };
};
/** A coach's draft interview set of one question (published when asked), through the API. */
const interviewSetWritten = async (stage: Stage, title: string, publish = false) => {
  const set = await ok(asCoach(stage, 'POST', '/api/admin/interviews/sets', { title }));
  const withQuestion = await ok(asCoach(stage, 'POST', `/api/admin/interviews/sets/${set.id}/questions`, { text: `The first question of ${title}`, prepareSeconds: 30, answerSeconds: 90, takes: 1 }));
  if (publish) await ok(asCoach(stage, 'POST', `/api/admin/interviews/sets/${set.id}/publish`));
  return { set: set.id as string, question: withQuestion.questions[0].id as string };
};
const enquirySent = async (stage: Stage) => {
  await ok(json(stage, 'POST', '/api/enquiries', { name: 'Priya Shah', email: 'priya@example.com', message: 'Could you help with my vacation scheme applications?' }, null));
  const { enquiries } = await ok(asCoach(stage, 'GET', '/api/admin/enquiries'));
  return enquiries[0].id as string;
};
const deadlineAdded = async (stage: Stage) =>
  (await ok(asCoach(stage, 'POST', '/api/admin/deadlines', { firmSlug: 'ashurst', opportunity: 'open-day', closesOn: '2027-06-29' }))).id as string;
const passwordResetToken = async (stage: Stage) => {
  await ok(json(stage, 'POST', '/api/auth/request-password-reset', { email: stage.member.email }, null));
  const { links } = await latestEmailLinks(stage.t, stage.member.email);
  const emailed = links.find((link) => link.includes('/api/auth/reset-password/'))!;
  const landing = await stage.t.request(emailed.replace(testOrigin, ''), { redirect: 'manual' });
  return new URL(landing.headers.get('location')!, testOrigin).searchParams.get('token')!;
};
const paused = (stage: Stage) => ok(json(stage, 'POST', '/api/billing/pause', { months: 1 }));
const unsubscribeToken = (stage: Stage) =>
  unsubscribeLinks(stage.t.services, { userId: stage.member.id, list: 'deadline-reminders' }).page.split('/unsubscribe/')[1]!;
const unverifiedSignUp = async (stage: Stage, email: string) =>
  ok(json(stage, 'POST', '/api/auth/sign-up/email', { email, password: testPassword, name: 'Ben Okafor', firstName: 'Ben', lastName: 'Okafor', university: 'University of Leeds', lawBackground: false }, null));

/** A coach's practice item (published unless said) and test form, through the API. */
const practiceItemWritten = async (stage: Stage, prompt: string, publish = true) => {
  const { id } = await ok(asCoach(stage, 'POST', '/api/admin/practice/items', choiceItem(prompt)));
  if (publish) await ok(asCoach(stage, 'POST', `/api/admin/practice/items/${id}/publish`));
  return id as string;
};
const practiceFormWritten = async (stage: Stage, title: string) => {
  const itemId = await practiceItemWritten(stage, `An item of ${title}`);
  return (await ok(asCoach(stage, 'POST', '/api/admin/practice/forms', { kind: 'critical-thinking', title, minutes: 10, free: false, questionIds: [itemId] }))).id as string;
};
/** A closed attempt the member sent for review, claimed by the coach. */
const practiceReviewClaimed = async (stage: Stage) => {
  const itemId = await practiceItemWritten(stage, 'An item under review');
  const { memberId } = await closedAttempts(stage.t, { itemId, credits: [0], shares: [0] });
  const { db } = stage.t.services;
  const [attempt] = await db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, memberId));
  const [review] = await db
    .insert(reviewRequests)
    .values({ userId: memberId, targetFirm: 'Practice', applicationType: 'training-contract', planId: 'monthly', dueAt: new Date(Date.now() + 86_400_000) })
    .returning();
  await db.insert(reviewPracticeAttempts).values({ reviewId: review!.id, attemptId: attempt!.attemptId });
  await ok(asCoach(stage, 'POST', `/api/admin/reviews/${review!.id}/claim`));
  return { review: review!.id, attempt: attempt!.attemptId, item: itemId };
};
const practiceCsv = (prompt: string) =>
  [csvHeader, csvRow({ kind: 'critical-thinking', section: 'inference', format: 'choice', passage: 'A passage.', prompt, option1: 'True', rationale1: 'Yes.', option2: 'False', rationale2: 'No.', key: 'A' })].join('\n');
const csvUpload = (prompt: string) => {
  const body = new FormData();
  body.append('file', new Blob([practiceCsv(prompt)], { type: 'text/csv' }), 'items.csv');
  return body;
};

/** One more email to the member in the demo mailbox. */
const mailTo: Change = (after, before, { member }) => count(after, member.email) > count(before, member.email);
/** The settings form's switch for that setting, as rendered. */
const switchOf = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const switchedOff =
  (name: string): Change =>
  (after, before) =>
    switchOf(before, name).includes('checked=""') && !switchOf(after, name).includes('checked=""');
/** The header no longer offers the member's account menu: they are signed out. */
const signedOut: Change = (after, before) => before.includes('Account menu for') && !after.includes('Account menu for');
/** The header offers the account menu to the person who just logged in. */
const signedIn: Change = (after, before) => !before.includes('Account menu for') && after.includes('Account menu for');
const newEmail = () => `new-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** The API's writes, by `METHOD /api/path` as the route table declares them. */
export const apiWrites: Record<string, WriteCase | UnshownWrite> = {
  'POST /api/auth/sign-up/email': {
    setup: async () => ({ email: newEmail() }),
    send: (s) => unverifiedSignUp(s, s.given.email!).then(() => new Response(null)),
    page: '/dev/mailbox',
    change: (after) => after.includes('new-'),
  },
  'POST /api/auth/sign-in/email': {
    viewer: 'visitor',
    setup: async (s) => ({ email: (await createMember(s.t, { firstName: 'Olu' })).email }),
    send: (s) => json(s, 'POST', '/api/auth/sign-in/email', { email: s.given.email, password: testPassword }, null),
    page: '/',
    change: signedIn,
  },
  'POST /api/auth/send-verification-email': {
    setup: async (s) => {
      const email = newEmail();
      await unverifiedSignUp(s, email);
      return { email };
    },
    send: (s) => json(s, 'POST', '/api/auth/send-verification-email', { email: s.given.email }, null),
    page: '/dev/mailbox',
    change: (after, before) => count(after, 'new-') > count(before, 'new-'),
  },
  'POST /api/auth/request-password-reset': {
    send: (s) => json(s, 'POST', '/api/auth/request-password-reset', { email: s.member.email }, null),
    page: '/dev/mailbox',
    change: mailTo,
  },
  'POST /api/auth/reset-password': {
    setup: async (s) => ({ token: await passwordResetToken(s) }),
    send: (s) => json(s, 'POST', '/api/auth/reset-password', { token: s.given.token, newPassword: 'a-brand-new-passphrase' }, null),
    page: '/',
    change: signedOut,
  },
  'POST /api/auth/change-password': {
    unshown: 'No page shows a password, and the session it is sent with stays signed in; accounts.test.ts signs in with the new one.',
  },
  'POST /api/auth/sign-out': { send: (s) => json(s, 'POST', '/api/auth/sign-out'), page: '/', change: signedOut },
  'PATCH /api/me/profile': { send: (s) => json(s, 'PATCH', '/api/me/profile', { firstName: 'Augusta' }), page: '/hub', change: shows('Augusta') },
  'PUT /api/me/settings': {
    send: (s) => json(s, 'PUT', '/api/me/settings', { emailNotifications: true, theme: 'dark' }),
    page: '/hub',
    change: shows('class="dark'),
  },
  'DELETE /api/me': { send: (s) => json(s, 'DELETE', '/api/me', { confirm: 'DELETE' }), page: '/hub', change: signedOut },
  'POST /api/me/export': {
    send: (s) => json(s, 'POST', '/api/me/export'),
    page: '/settings',
    change: (after, before) => !/Preparing the copy|Your data is ready/.test(before) && /Preparing the copy|Your data is ready/.test(after),
  },
  'POST /api/billing/checkout': {
    unshown: 'Starting a checkout changes nothing a member sees until it is paid (POST /api/billing/demo/sessions/:id/complete).',
  },
  'POST /api/billing/portal': { unshown: 'Answers the payment provider’s portal address; it changes nothing.' },
  'POST /api/billing/demo/sessions/:id/complete': {
    withoutPlan: true,
    setup: async (s) => ({ session: new URL((await ok(json(s, 'POST', '/api/billing/checkout', { planId: 'monthly' }))).url).pathname.split('/').pop()! }),
    send: (s) => json(s, 'POST', `/api/billing/demo/sessions/${s.given.session}/complete`),
    page: '/hub',
    change: shows('Everything in your membership'),
  },
  'POST /api/billing/demo/portal': {
    send: (s) => json(s, 'POST', '/api/billing/demo/portal', { action: 'cancel' }),
    page: '/payment-plan',
    change: shows('Resume membership'),
  },
  'POST /api/billing/demo/renewal': {
    send: (s) => json(s, 'POST', '/api/billing/demo/renewal', { outcome: 'failed' }),
    page: '/hub',
    change: shows('Your last payment failed'),
  },
  'POST /api/billing/demo/pay': {
    setup: async (s) => (await ok(json(s, 'POST', '/api/billing/demo/renewal', { outcome: 'failed' })), {}),
    send: (s) => json(s, 'POST', '/api/billing/demo/pay'),
    page: '/hub',
    change: hides('Your last payment failed'),
  },
  'POST /api/billing/pause': { send: (s) => json(s, 'POST', '/api/billing/pause', { months: 1 }), page: '/hub', change: shows('Your membership is paused') },
  'POST /api/billing/resume': {
    setup: async (s) => (await paused(s), {}),
    send: (s) => json(s, 'POST', '/api/billing/resume'),
    page: '/hub',
    change: hides('Your membership is paused'),
  },
  'POST /api/billing/cancel': {
    send: (s) => json(s, 'POST', '/api/billing/cancel', { reason: 'other' }),
    page: '/payment-plan',
    change: shows('Resume membership'),
  },
  'POST /api/billing/undo-cancel': {
    setup: async (s) => (await ok(json(s, 'POST', '/api/billing/cancel', { reason: 'other' })), {}),
    send: (s) => json(s, 'POST', '/api/billing/undo-cancel'),
    page: '/payment-plan',
    change: hides('Resume membership'),
  },
  'POST /api/billing/cancellation-offer': {
    setup: async (s) => {
      const [promotion] = await s.t.services.db
        .insert(promotions)
        .values({ code: `STAY${Date.now()}`, percentOff: 20, duration: 'repeating', durationInMonths: 3 })
        .returning();
      await updateBillingSettings(s.t.services.db, { actor: { userId: s.coach.id, email: s.coach.email }, settings: { trial: null, cancellationOfferId: promotion!.id } });
      return {};
    },
    send: (s) => json(s, 'POST', '/api/billing/cancellation-offer', { reason: 'too_expensive' }),
    page: '/payment-plan',
    change: shows('£15.99'),
  },
  'POST /api/admin/promotions': {
    viewer: 'coach',
    send: (s) => asCoach(s, 'POST', '/api/admin/promotions', { code: 'WRITES-SHOW', percentOff: 15, duration: 'once' }),
    page: '/coach/offers',
    change: shows('WRITES-SHOW'),
  },
  'POST /api/webhooks/stripe': {
    unshown: 'Stripe only (this app runs the demo provider); billing-stripe.test.ts shows each event on the member’s subscription.',
  },
  'POST /api/library/items/:id/link': {
    setup: async (s) => ({ item: (await firstItem(s)).id }),
    send: (s) => json(s, 'POST', `/api/library/items/${s.given.item}/link`),
    page: '/hub',
    change: shows('Continue where you left off'),
  },
  'PUT /api/library/items/:id/progress': {
    setup: async (s) => ({ item: (await firstItem(s)).id }),
    send: (s) => json(s, 'PUT', `/api/library/items/${s.given.item}/progress`, { completed: true }),
    page: '/firm-profiles',
    change: shows('Completed'),
  },
  'POST /api/uploads': { send: (s) => uploadPdf(s.t, s.member.cookie, 'written-cv.pdf'), page: '/hub', change: shows('written-cv.pdf') },
  'DELETE /api/uploads/:id': {
    setup: async (s) => ({ upload: await uploaded(s, 'old-cv.pdf') }),
    send: (s) => json(s, 'DELETE', `/api/uploads/${s.given.upload}`),
    page: '/hub',
    change: hides('old-cv.pdf'),
  },
  'POST /api/recordings': {
    unshown: 'A take is shown by the interview attempt pages, which list each answer’s takes; recordings.test.ts creates one and reads its row and upload offset.',
  },
  'PATCH /api/recordings/:id': {
    unshown: 'A chunk moves a take’s upload offset, which only the recorder reads back (HEAD); recordings.test.ts sends chunks and checks the offset and the file.',
  },
  'PUT /api/recordings/:id/duration': {
    setup: interviewTakeRecorded,
    send: (s) => json(s, 'PUT', `/api/recordings/${s.given.take}/duration`, { durationSeconds: 75 }),
    page: (s) => `/interviews/attempts/${s.given.attempt}`,
    change: shows('1:15'),
  },
  'DELETE /api/recordings/:id': {
    unshown: 'The interview attempt pages list the remaining takes; recordings.test.ts deletes one and checks its row and file are gone.',
  },
  'POST /api/reviews': {
    setup: async (s) => ({ upload: await uploaded(s, 'review-me.pdf') }),
    send: (s) => json(s, 'POST', '/api/reviews', { uploadIds: [s.given.upload], targetFirm: 'Slaughter and May', applicationType: 'vacation-scheme' }),
    page: '/my-reviews',
    change: shows('Slaughter and May'),
  },
  'POST /api/admin/reviews/:id/claim': {
    setup: reviewRequested,
    send: (s) => asCoach(s, 'POST', `/api/admin/reviews/${s.given.reviewId}/claim`),
    page: '/my-reviews',
    change: shows('In review'),
  },
  'PUT /api/admin/reviews/:id/feedback': {
    viewer: 'coach',
    setup: async (s) => {
      const { reviewId } = await reviewRequested(s);
      await ok(asCoach(s, 'POST', `/api/admin/reviews/${reviewId}/claim`));
      return { reviewId };
    },
    send: (s) => asCoach(s, 'PUT', `/api/admin/reviews/${s.given.reviewId}/feedback`, { feedback: reviewFeedback }),
    page: (s) => `/coach/reviews/${s.given.reviewId}`,
    change: shows('Name the seats.'),
  },
  'POST /api/admin/reviews/:id/annotated-file': {
    viewer: 'coach',
    setup: async (s) => {
      const { reviewId } = await reviewRequested(s);
      await ok(asCoach(s, 'POST', `/api/admin/reviews/${reviewId}/claim`));
      return { reviewId };
    },
    send: (s) => uploadPdf(s.t, s.coach.cookie, 'marked-up.pdf', `/api/admin/reviews/${s.given.reviewId}/annotated-file`),
    page: (s) => `/coach/reviews/${s.given.reviewId}`,
    change: shows('marked-up.pdf'),
  },
  'POST /api/admin/reviews/:id/complete': {
    setup: async (s) => {
      const { reviewId } = await reviewRequested(s);
      await ok(asCoach(s, 'POST', `/api/admin/reviews/${reviewId}/claim`));
      return { reviewId };
    },
    send: (s) => asCoach(s, 'POST', `/api/admin/reviews/${s.given.reviewId}/complete`, { feedback: reviewFeedback }),
    page: '/my-reviews',
    change: shows('Completed'),
  },
  'POST /api/applications': {
    send: (s) => json(s, 'POST', '/api/applications', { firm: 'Travers Smith', opportunity: 'training-contract' }),
    page: '/applications',
    change: shows('Travers Smith'),
  },
  'PATCH /api/applications/:id': {
    setup: async (s) => ({ application: await tracked(s) }),
    send: (s) => json(s, 'PATCH', `/api/applications/${s.given.application}`, { notes: 'Ring the graduate recruiter' }),
    page: '/applications',
    change: shows('Ring the graduate recruiter'),
  },
  'DELETE /api/applications/:id': {
    setup: async (s) => ({ application: await tracked(s) }),
    send: (s) => json(s, 'DELETE', `/api/applications/${s.given.application}`),
    page: '/applications',
    change: hides('Macfarlanes'),
  },
  'POST /api/me/calendar-token': {
    send: (s) => json(s, 'POST', '/api/me/calendar-token'),
    page: '/settings',
    change: (after, before) => after.includes('/api/calendar/') && calendarLink(after) !== calendarLink(before),
  },
  'POST /api/applications/:id/answers': {
    setup: async (s) => ({ application: await tracked(s) }),
    send: (s) => json(s, 'POST', `/api/applications/${s.given.application}/answers`, { question: 'What draws you to private equity?' }),
    page: (s) => `/applications/${s.given.application}`,
    change: shows('What draws you to private equity?'),
  },
  'POST /api/applications/:id/answers/review': {
    setup: async (s) => {
      const application = await tracked(s);
      const answer = await questionAdded(s, application);
      await ok(json(s, 'PUT', `/api/answers/${answer}`, { text: 'Because of its mid-market deals.' }));
      return { application, answer };
    },
    send: (s) => json(s, 'POST', `/api/applications/${s.given.application}/answers/review`, { answerIds: [s.given.answer] }),
    page: '/my-reviews',
    change: shows('Macfarlanes'),
  },
  'PUT /api/answers/:id': {
    setup: async (s) => {
      const application = await tracked(s);
      return { application, answer: await questionAdded(s, application) };
    },
    send: (s) => json(s, 'PUT', `/api/answers/${s.given.answer}`, { text: 'Its mid-market private equity practice.' }),
    page: (s) => `/applications/${s.given.application}`,
    change: shows('Its mid-market private equity practice.'),
  },
  'DELETE /api/answers/:id': {
    setup: async (s) => {
      const application = await tracked(s);
      return { application, answer: await questionAdded(s, application, 'A question to delete?') };
    },
    send: (s) => json(s, 'DELETE', `/api/answers/${s.given.answer}`),
    page: (s) => `/applications/${s.given.application}`,
    change: hides('A question to delete?'),
  },
  'POST /api/practice/attempts': {
    setup: async (s) => ({ formId: await practiceForm(s) }),
    send: (s) => json(s, 'POST', '/api/practice/attempts', { formId: s.given.formId }),
    page: '/practice',
    change: shows('In progress'),
  },
  'PUT /api/practice/attempts/:id/answers/:questionId': {
    setup: practiceAttempt,
    send: (s) => json(s, 'PUT', `/api/practice/attempts/${s.given.attempt}/answers/${s.given.question}`, { answer: 'follows' }),
    page: (s) => `/practice/attempts/${s.given.attempt}?q=1`,
    change: shows('1 of 1 answered'),
  },
  'POST /api/practice/attempts/:id/submit': {
    setup: practiceAttempt,
    send: (s) => json(s, 'POST', `/api/practice/attempts/${s.given.attempt}/submit`),
    page: (s) => `/practice/attempts/${s.given.attempt}`,
    change: shows('Your score'),
  },
  'POST /api/practice/attempts/:id/review': {
    setup: async (s) => ({ attempt: await practiceAttemptClosed(s) }),
    send: (s) => json(s, 'POST', `/api/practice/attempts/${s.given.attempt}/review`, {}),
    page: '/my-reviews',
    change: shows('Online test practice'),
  },
  'POST /api/interviews/attempts': {
    send: (s) => json(s, 'POST', '/api/interviews/attempts', { setId: interviewSet }),
    page: '/interviews',
    change: shows('takes recorded'),
  },
  'POST /api/interviews/attempts/:id/finish': {
    setup: interviewTakeRecorded,
    send: (s) => json(s, 'POST', `/api/interviews/attempts/${s.given.attempt}/finish`),
    page: (s) => `/interviews/attempts/${s.given.attempt}`,
    change: shows('This attempt has ended, so it takes no more recordings.'),
  },
  'POST /api/interviews/attempts/:id/review': {
    setup: interviewTakeRecorded,
    send: (s) => json(s, 'POST', `/api/interviews/attempts/${s.given.attempt}/review`, { questionId: seedInterviewQuestionId('why-commercial-law') }),
    page: '/my-reviews',
    change: shows('Video interview practice'),
  },
  'POST /api/admin/reviews/:id/recording-comments': {
    setup: interviewTakeInReview,
    send: (s) => asCoach(s, 'POST', `/api/admin/reviews/${s.given.reviewId}/recording-comments`, { recordingId: s.given.take, atSeconds: 42, text: 'Pause before the example.' }),
    page: (s) => `/interviews/attempts/${s.given.attempt}`,
    change: shows('Pause before the example.'),
  },
  'POST /api/answers/check': { unshown: 'Checks a draft and answers what it found; it stores nothing.' },
  'PATCH /api/admin/enquiries/:id': {
    viewer: 'coach',
    setup: async (s) => ({ enquiry: await enquirySent(s) }),
    send: (s) => asCoach(s, 'PATCH', `/api/admin/enquiries/${s.given.enquiry}`, { status: 'contacted', internalNote: 'Called back on Tuesday' }),
    page: '/coach/enquiries',
    change: shows('Called back on Tuesday'),
  },
  'PATCH /api/admin/library/:slug': {
    send: (s) => asCoach(s, 'PATCH', '/api/admin/library/firm-profiles', { title: 'Firm profiles, revised' }),
    page: '/hub',
    change: shows('Firm profiles, revised'),
  },
  'PUT /api/admin/library/:slug/order': {
    setup: async (s) => {
      const { items } = await ok(json(s, 'GET', '/api/library/firm-profiles'));
      return { first: listed(items[0].title), last: listed(items.at(-1).title), order: JSON.stringify(items.map((item: { id: string }) => item.id).reverse()) };
    },
    send: (s) => asCoach(s, 'PUT', '/api/admin/library/firm-profiles/order', { itemIds: JSON.parse(s.given.order!) }),
    page: '/firm-profiles',
    change: (after, before, { given }) =>
      before.indexOf(given.first!) < before.indexOf(given.last!) && after.indexOf(given.first!) > after.indexOf(given.last!),
  },
  'PATCH /api/admin/library/items/:id': {
    setup: async (s) => ({ item: (await firstItem(s)).id }),
    send: (s) => asCoach(s, 'PATCH', `/api/admin/library/items/${s.given.item}`, { title: 'A guide renamed by a coach' }),
    page: '/firm-profiles',
    change: shows('A guide renamed by a coach'),
  },
  'PUT /api/admin/library/items/:id/document': {
    unshown: 'No page shows a document’s file: the member’s next signed link serves the new one (library.test.ts opens it).',
  },
  'POST /api/admin/library/:slug/items': {
    send: (s) =>
      multipart(s, 'POST', '/api/admin/library/firm-profiles/items', { title: 'A brand new firm guide', description: 'Added by a coach.' }, 'guide.pdf', s.coach.cookie),
    page: '/firm-profiles',
    change: shows('A brand new firm guide'),
  },
  'POST /api/admin/deadlines': {
    send: (s) => asCoach(s, 'POST', '/api/admin/deadlines', { firmSlug: 'ashurst', opportunity: 'open-day', closesOn: '2027-06-29' }),
    page: '/deadlines',
    change: shows('29 June 2027'),
  },
  'PATCH /api/admin/deadlines/:id': {
    setup: async (s) => ({ deadline: await deadlineAdded(s) }),
    send: (s) => asCoach(s, 'PATCH', `/api/admin/deadlines/${s.given.deadline}`, { closesOn: '2027-07-02' }),
    page: '/deadlines',
    change: shows('2 July 2027'),
  },
  'POST /api/admin/deadlines/:id/check': {
    setup: async (s) => ({ deadline: await deadlineAdded(s) }),
    send: (s) => asCoach(s, 'POST', `/api/admin/deadlines/${s.given.deadline}/check`),
    page: '/deadlines',
    change: (after, before) => count(after, 'Checked') > count(before, 'Checked'),
  },
  'POST /api/admin/deadlines/:id/retire': {
    setup: async (s) => ({ deadline: await deadlineAdded(s) }),
    send: (s) => asCoach(s, 'POST', `/api/admin/deadlines/${s.given.deadline}/retire`),
    page: '/deadlines',
    change: hides('29 June 2027'),
  },
  'POST /api/admin/practice/items': {
    viewer: 'coach',
    send: (s) => asCoach(s, 'POST', '/api/admin/practice/items', choiceItem('A statement written through the API')),
    page: '/coach/practice',
    change: shows('A statement written through the API'),
  },
  'PUT /api/admin/practice/items/:id': {
    viewer: 'coach',
    setup: async (s) => ({ item: await practiceItemWritten(s, 'A draft to edit', false) }),
    send: (s) => asCoach(s, 'PUT', `/api/admin/practice/items/${s.given.item}`, choiceItem('A draft edited through the API')),
    page: '/coach/practice',
    change: shows('A draft edited through the API'),
  },
  'POST /api/admin/practice/items/:id/publish': {
    viewer: 'coach',
    setup: async (s) => ({ item: await practiceItemWritten(s, 'A draft to publish', false) }),
    send: (s) => asCoach(s, 'POST', `/api/admin/practice/items/${s.given.item}/publish`),
    page: (s) => `/coach/practice/items/${s.given.item}`,
    change: shows('Published item'),
  },
  'POST /api/admin/practice/items/:id/retire': {
    viewer: 'coach',
    setup: async (s) => ({ item: await practiceItemWritten(s, 'An item to retire') }),
    send: (s) => asCoach(s, 'POST', `/api/admin/practice/items/${s.given.item}/retire`),
    page: (s) => `/coach/practice/items/${s.given.item}`,
    change: shows('Retired item'),
  },
  'POST /api/admin/practice/items/:id/duplicate': {
    viewer: 'coach',
    setup: async (s) => ({ item: await practiceItemWritten(s, 'An item to duplicate') }),
    send: (s) => asCoach(s, 'POST', `/api/admin/practice/items/${s.given.item}/duplicate`),
    page: '/coach/practice',
    change: shows('An item to duplicate'),
  },
  'POST /api/admin/practice/items/import': {
    viewer: 'coach',
    send: (s) => s.t.request('/api/admin/practice/items/import', { method: 'POST', body: csvUpload('A statement imported through the API'), headers: { cookie: s.coach.cookie } }),
    page: '/coach/practice',
    change: shows('A statement imported through the API'),
  },
  'POST /api/admin/practice/forms': {
    viewer: 'coach',
    setup: async (s) => ({ item: await practiceItemWritten(s, 'An item for a new form') }),
    send: (s) => asCoach(s, 'POST', '/api/admin/practice/forms', { kind: 'critical-thinking', title: 'A form assembled through the API', minutes: 10, free: false, questionIds: [s.given.item] }),
    page: '/coach/practice',
    change: shows('A form assembled through the API'),
  },
  'PUT /api/admin/practice/forms/:id': {
    viewer: 'coach',
    setup: async (s) => {
      const form = await practiceFormWritten(s, 'A form to rename');
      return { form, item: await practiceItemWritten(s, 'An item for the renamed form') };
    },
    send: (s) => asCoach(s, 'PUT', `/api/admin/practice/forms/${s.given.form}`, { kind: 'critical-thinking', title: 'A form renamed through the API', minutes: 12, free: false, questionIds: [s.given.item] }),
    page: '/coach/practice',
    change: shows('A form renamed through the API'),
  },
  'POST /api/admin/practice/forms/:id/publish': {
    viewer: 'coach',
    setup: async (s) => ({ form: await practiceFormWritten(s, 'A form to publish') }),
    send: (s) => asCoach(s, 'POST', `/api/admin/practice/forms/${s.given.form}/publish`),
    page: '/coach/practice',
    change: shows('Published</p>'),
  },
  'POST /api/admin/practice/forms/:id/retire': {
    viewer: 'coach',
    setup: async (s) => ({ form: await practiceFormWritten(s, 'A form to retire') }),
    send: (s) => asCoach(s, 'POST', `/api/admin/practice/forms/${s.given.form}/retire`),
    page: '/coach/practice',
    change: shows('Retired</p>'),
  },
  'PUT /api/admin/practice/firms/:slug': {
    viewer: 'coach',
    send: (s) => asCoach(s, 'PUT', '/api/admin/practice/firms/travers-smith', { kinds: ['critical-thinking', 'situational-judgement'] }),
    page: '/coach/practice',
    change: shows('checked=""'),
  },
  'POST /api/admin/interviews/sets': {
    viewer: 'coach',
    send: (s) => asCoach(s, 'POST', '/api/admin/interviews/sets', { title: 'A set written through the API' }),
    page: '/coach/interviews',
    change: shows('A set written through the API'),
  },
  'PUT /api/admin/interviews/sets/:id': {
    viewer: 'coach',
    setup: (s) => interviewSetWritten(s, 'A set to rename'),
    send: (s) => asCoach(s, 'PUT', `/api/admin/interviews/sets/${s.given.set}`, { title: 'A set renamed through the API' }),
    page: '/coach/interviews',
    change: shows('A set renamed through the API'),
  },
  'POST /api/admin/interviews/sets/:id/questions': {
    viewer: 'coach',
    setup: (s) => interviewSetWritten(s, 'A set to add to'),
    send: (s) => asCoach(s, 'POST', `/api/admin/interviews/sets/${s.given.set}/questions`, { text: 'A question added through the API', prepareSeconds: 30, answerSeconds: 60, takes: 1 }),
    page: (s) => `/coach/interviews/${s.given.set}`,
    change: shows('A question added through the API'),
  },
  'PUT /api/admin/interviews/sets/:id/questions/:questionId': {
    viewer: 'coach',
    setup: (s) => interviewSetWritten(s, 'A set whose question changes'),
    send: (s) => asCoach(s, 'PUT', `/api/admin/interviews/sets/${s.given.set}/questions/${s.given.question}`, { text: 'A question edited through the API', prepareSeconds: 30, answerSeconds: 60, takes: 1 }),
    page: (s) => `/coach/interviews/${s.given.set}`,
    change: shows('A question edited through the API'),
  },
  'DELETE /api/admin/interviews/sets/:id/questions/:questionId': {
    viewer: 'coach',
    setup: (s) => interviewSetWritten(s, 'A set losing its question'),
    send: (s) => asCoach(s, 'DELETE', `/api/admin/interviews/sets/${s.given.set}/questions/${s.given.question}`),
    page: (s) => `/coach/interviews/${s.given.set}`,
    change: hides('The first question of A set losing its question'),
  },
  'PUT /api/admin/interviews/sets/:id/question-order': {
    viewer: 'coach',
    setup: async (s) => {
      const written = await interviewSetWritten(s, 'A set to reorder');
      const set = await ok(asCoach(s, 'POST', `/api/admin/interviews/sets/${written.set}/questions`, { text: 'The second question, moved first', prepareSeconds: 30, answerSeconds: 60, takes: 1 }));
      return { set: written.set, order: JSON.stringify(set.questions.map((question: { id: string }) => question.id).reverse()) };
    },
    send: (s) => asCoach(s, 'PUT', `/api/admin/interviews/sets/${s.given.set}/question-order`, { questionIds: JSON.parse(s.given.order!) }),
    page: (s) => `/coach/interviews/${s.given.set}`,
    change: (after, before) =>
      before.indexOf('The second question, moved first') > before.indexOf('The first question of A set to reorder') &&
      after.indexOf('The second question, moved first') < after.indexOf('The first question of A set to reorder'),
  },
  'POST /api/admin/interviews/sets/:id/publish': {
    setup: (s) => interviewSetWritten(s, 'A set published through the API'),
    send: (s) => asCoach(s, 'POST', `/api/admin/interviews/sets/${s.given.set}/publish`),
    page: '/interviews',
    change: shows('A set published through the API'),
  },
  'POST /api/admin/interviews/sets/:id/retire': {
    setup: (s) => interviewSetWritten(s, 'A set retired through the API', true),
    send: (s) => asCoach(s, 'POST', `/api/admin/interviews/sets/${s.given.set}/retire`),
    page: '/interviews',
    change: hides('A set retired through the API'),
  },
  'POST /api/admin/interviews/sets/:id/duplicate': {
    viewer: 'coach',
    setup: (s) => interviewSetWritten(s, 'A set duplicated through the API', true),
    send: (s) => asCoach(s, 'POST', `/api/admin/interviews/sets/${s.given.set}/duplicate`),
    page: '/coach/interviews',
    change: shows('A set duplicated through the API'),
  },
  'POST /api/admin/reviews/:id/practice-comments': {
    viewer: 'coach',
    setup: practiceReviewClaimed,
    send: (s) => asCoach(s, 'POST', `/api/admin/reviews/${s.given.review}/practice-comments`, { attemptId: s.given.attempt, itemId: s.given.item, text: 'A comment through the API' }),
    page: (s) => `/coach/reviews/${s.given.review}`,
    change: shows('A comment through the API'),
  },
  'POST /api/enquiries': {
    viewer: 'coach',
    send: (s) => json(s, 'POST', '/api/enquiries', { name: 'Tomasz Nowak', email: 'tomasz@example.com', message: 'Do you coach career changers?' }),
    page: '/coach/enquiries',
    change: shows('Tomasz Nowak'),
  },
  'POST /api/unsubscribe/:token': {
    send: async (s) => s.t.request(`/api/unsubscribe/${unsubscribeToken(s)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    page: '/settings',
    change: switchedOff('deadlineReminders'),
  },
};

/** An item's title as the collection page's list renders it (React escapes it). */
const listed = (title: string) =>
  `<span class="font-medium">${title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')}</span>`;
const calendarLink = (html: string) => /\/api\/calendar\/[\w.-]+/.exec(html)?.[0];

/** Each premium page's action marks an item done, the same way; their pages show it. */
const collectionActions = Object.fromEntries(
  premiumPages.map((page): [string, WriteCase] => [
    page.path,
    {
      setup: async (s) => ({ item: (await firstItem(s, page.slug)).id }),
      send: (s) => form(s, page.path, { itemId: s.given.item!, completed: 'on' }),
      page: page.path,
      change: shows('Completed'),
    },
  ]),
);

/** The page actions, by the path of their route in app/routes.ts. */
export const pageActions: Record<string, WriteCase | UnshownWrite> = {
  ...collectionActions,
  '/applications/:id': {
    setup: async (s) => ({ application: await tracked(s) }),
    send: (s) => form(s, `/applications/${s.given.application}`, { intent: 'add-question', question: 'Why this firm, in 150 words?' }),
    page: (s) => `/applications/${s.given.application}`,
    change: shows('Why this firm, in 150 words?'),
  },
  '/practice': {
    setup: async (s) => ({ formId: await practiceForm(s) }),
    send: (s) => form(s, '/practice', { intent: `start:${s.given.formId}`, formId: s.given.formId! }),
    page: '/practice',
    change: shows('In progress'),
  },
  '/practice/attempts/:id': {
    setup: practiceAttempt,
    send: (s) => form(s, `/practice/attempts/${s.given.attempt}`, { intent: 'answer', questionId: s.given.question!, choice: 'follows', goto: '1' }),
    page: (s) => `/practice/attempts/${s.given.attempt}?q=1`,
    change: shows('1 of 1 answered'),
  },
  '/applications': {
    send: (s) => form(s, '/applications', { intent: 'add', firm: 'Freshfields', opportunity: 'training-contract' }),
    page: '/applications',
    change: shows('Freshfields'),
  },
  '/billing/demo/checkout/:id': {
    withoutPlan: true,
    setup: async (s) => ({ session: new URL((await ok(json(s, 'POST', '/api/billing/checkout', { planId: 'monthly' }))).url).pathname.split('/').pop()! }),
    send: (s) => form(s, `/billing/demo/checkout/${s.given.session}`, { intent: 'pay' }),
    page: '/hub',
    change: shows('Everything in your membership'),
  },
  '/billing/demo/portal': {
    send: (s) => form(s, '/billing/demo/portal', { intent: 'cancel', action: 'cancel' }),
    page: '/payment-plan',
    change: shows('Resume membership'),
  },
  '/coach/deadlines': {
    send: (s) => form(s, '/coach/deadlines', { intent: 'add', firmSlug: 'ashurst', opportunity: 'open-day', closesOn: '2027-06-30' }, s.coach.cookie),
    page: '/deadlines',
    change: shows('30 June 2027'),
  },
  '/coach/practice': {
    viewer: 'coach',
    send: (s) => form(s, '/coach/practice', { intent: 'firm:skadden', kinds: 'situational-judgement' }, s.coach.cookie),
    page: '/coach/practice',
    change: shows('checked=""'),
  },
  '/coach/practice/items/new': {
    viewer: 'coach',
    send: (s) =>
      form(
        s,
        '/coach/practice/items/new',
        { kind: 'critical-thinking', section: 'inference', format: 'choice', passage: 'A passage.', prompt: 'A statement written on the page', option1: 'True', rationale1: 'Yes.', option2: 'False', rationale2: 'No.', key: 'A' },
        s.coach.cookie,
      ),
    page: '/coach/practice',
    change: shows('A statement written on the page'),
  },
  '/coach/practice/items/:id': {
    viewer: 'coach',
    setup: async (s) => ({ item: await practiceItemWritten(s, 'A draft published on its page', false) }),
    send: (s) => form(s, `/coach/practice/items/${s.given.item}`, { intent: 'publish' }, s.coach.cookie),
    page: (s) => `/coach/practice/items/${s.given.item}`,
    change: shows('Published item'),
  },
  '/coach/practice/import': {
    viewer: 'coach',
    send: (s) => s.t.request('/coach/practice/import', { method: 'POST', body: csvUpload('A statement imported on the page'), headers: { cookie: s.coach.cookie } }),
    page: '/coach/practice',
    change: shows('A statement imported on the page'),
  },
  '/coach/practice/forms/new': {
    viewer: 'coach',
    setup: async (s) => ({ item: await practiceItemWritten(s, 'An item for a form made on the page') }),
    send: (s) => form(s, '/coach/practice/forms/new', { kind: 'critical-thinking', title: 'A form assembled on the page', minutes: '10', questionIds: s.given.item! }, s.coach.cookie),
    page: '/coach/practice',
    change: shows('A form assembled on the page'),
  },
  '/coach/interviews/new': {
    viewer: 'coach',
    send: (s) => form(s, '/coach/interviews/new', { title: 'A set started on the page', description: '', firmSlug: '' }, s.coach.cookie),
    page: '/coach/interviews',
    change: shows('A set started on the page'),
  },
  '/coach/interviews/:id': {
    setup: (s) => interviewSetWritten(s, 'A set published on its page'),
    send: (s) => form(s, `/coach/interviews/${s.given.set}`, { intent: 'publish' }, s.coach.cookie),
    page: '/interviews',
    change: shows('A set published on its page'),
  },
  '/coach/enquiries': {
    viewer: 'coach',
    setup: async (s) => ({ enquiry: await enquirySent(s) }),
    send: (s) => form(s, '/coach/enquiries', { intent: `note:${s.given.enquiry}`, internalNote: 'Left a voicemail' }, s.coach.cookie),
    page: '/coach/enquiries',
    change: shows('Left a voicemail'),
  },
  '/coach/library/:slug': {
    send: (s) => form(s, '/coach/library/firm-profiles', { intent: 'collection', title: 'Firm profiles, by a form', description: 'Sixteen firms.' }, s.coach.cookie),
    page: '/hub',
    change: shows('Firm profiles, by a form'),
  },
  '/interviews': {
    send: (s) => form(s, '/interviews', { setId: interviewSet }),
    page: '/interviews',
    change: shows('takes recorded'),
  },
  '/interviews/attempts/:id': {
    setup: interviewTakeRecorded,
    send: (s) => form(s, `/interviews/attempts/${s.given.attempt}`, { notes: 'Is my pace right?' }),
    page: '/my-reviews',
    change: shows('Video interview practice'),
  },
  '/coach/offers': {
    viewer: 'coach',
    send: (s) => form(s, '/coach/offers', { intent: 'create-promotion', code: 'FORM-SHOWS', percentOff: '10', duration: 'once' }, s.coach.cookie),
    page: '/coach/offers',
    change: shows('FORM-SHOWS'),
  },
  '/coach/reviews/:id': {
    setup: reviewRequested,
    send: (s) => form(s, `/coach/reviews/${s.given.reviewId}`, { intent: 'claim' }, s.coach.cookie),
    page: '/my-reviews',
    change: shows('In review'),
  },
  '/contact': {
    viewer: 'coach',
    send: (s) => form(s, '/contact', { name: 'Amara Obi', email: 'amara@example.com', message: 'Can you review my cover letter?' }),
    page: '/coach/enquiries',
    change: shows('Amara Obi'),
  },
  '/forgot-password': {
    send: (s) => form(s, '/forgot-password', { email: s.member.email }, null),
    page: '/dev/mailbox',
    change: mailTo,
  },
  '/hub': {
    send: async (s) => {
      const body = new FormData();
      body.append('intent', 'upload');
      body.append('file', new Blob([await pdfFile('hub-form.pdf')], { type: 'application/pdf' }), 'hub-form.pdf');
      return s.t.request('/hub', { method: 'POST', body, headers: { cookie: s.member.cookie } });
    },
    page: '/hub',
    change: shows('hub-form.pdf'),
  },
  '/login': {
    viewer: 'visitor',
    setup: async (s) => ({ email: (await createMember(s.t, { firstName: 'Kemi' })).email }),
    send: (s) => form(s, '/login', { intent: 'login', email: s.given.email!, password: testPassword }, null),
    page: '/',
    change: signedIn,
  },
  '/logout': { send: (s) => form(s, '/logout', {}), page: '/hub', change: signedOut },
  '/my-reviews': {
    setup: async (s) => ({ upload: await uploaded(s, 'drop-me.pdf') }),
    send: (s) => form(s, '/my-reviews', { intent: 'delete-upload', uploadId: s.given.upload! }),
    page: '/my-reviews',
    change: hides('drop-me.pdf'),
  },
  '/payment-plan/cancel': {
    send: (s) => form(s, '/payment-plan/cancel', { intent: 'cancel', reason: 'other' }),
    page: '/payment-plan',
    change: shows('Resume membership'),
  },
  '/payment-plan': { send: (s) => form(s, '/payment-plan', { intent: 'pause', months: '1' }), page: '/hub', change: shows('Your membership is paused') },
  '/profile': {
    send: (s) => form(s, '/profile', { intent: 'profile', firstName: 'Beatrice', lastName: 'Lovelace', university: 'University of Bristol' }),
    page: '/hub',
    change: shows('Beatrice'),
  },
  '/reset-password': {
    setup: async (s) => ({ token: await passwordResetToken(s) }),
    send: (s) => form(s, '/reset-password', { token: s.given.token!, newPassword: 'another-new-passphrase', confirmPassword: 'another-new-passphrase' }, null),
    page: '/hub',
    change: signedOut,
  },
  '/services': {
    unshown: 'Starting a checkout changes nothing a member sees until it is paid (the /billing/demo/checkout/:id action).',
  },
  '/settings': {
    send: (s) => form(s, '/settings', { intent: 'settings', theme: 'dark' }),
    page: '/hub',
    change: shows('class="dark'),
  },
  '/signup': {
    setup: async () => ({ email: newEmail() }),
    send: (s) =>
      form(s, '/signup', { intent: 'signup', email: s.given.email!, password: testPassword, firstName: 'Ben', lastName: 'Okafor', university: 'University of Leeds' }, null),
    page: '/dev/mailbox',
    change: (after, before) => count(after, 'new-') > count(before, 'new-'),
  },
  '/theme': {
    send: (s) => form(s, '/theme', { theme: 'dark', returnTo: '/hub' }),
    page: '/hub',
    change: shows('class="dark'),
  },
  '/unsubscribe/:token': {
    send: (s) => form(s, `/unsubscribe/${unsubscribeToken(s)}`, {}, null),
    page: '/settings',
    change: switchedOff('deadlineReminders'),
  },
};

let signIns = 0;

/**
 * A fresh member (subscribed unless the case says not) for one case, signed in from an address
 * of their own: the file signs in one person per write, faster than one address may.
 */
export async function memberFor(t: TestApp, writeCase: WriteCase) {
  const member = await signedInMember(t, { firstName: 'Ada' }, { from: `198.51.100.${(++signIns % 250) + 1}` });
  if (!writeCase.withoutPlan) await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
  return member;
}
