import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, recordings, userSettings } from '@server/db/schema';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { seedInterviewQuestionId } from '@server/features/interviews/seed-interviews';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

/*
 * The video-interview pages in-process, as a browser without JavaScript reads and submits them
 * (ADR 0043). Takes are written as rows in the state an ended tus upload leaves them.
 */
const firstQuestion = seedInterviewQuestionId('why-commercial-law');

describe('video-interview pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { pages: true });
  });
  afterAll(() => t.close());

  const subscriber = async () => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    return member;
  };
  const recorded = async (userId: string, attemptId: string) => {
    const [take] = await t.services.db
      .insert(recordings)
      .values({
        userId,
        attemptId,
        questionId: firstQuestion,
        take: 1,
        storageKey: `members/${userId}/recordings/${crypto.randomUUID()}.webm`,
        contentType: 'video/webm',
        durationSeconds: 75,
        status: 'ready',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return take!.id;
  };
  const startedAttempt = async (cookie: string) => {
    const list = await t.page('/interviews', { cookie });
    const started = await t.submit(list, 'Start this set: Training contract video interview', {}, { cookie });
    expect(started.status).toBe(302);
    expect(started.location).toMatch(/^\/interviews\/attempts\/[0-9a-f-]{36}$/);
    return started.location!.split('/').at(-1)!;
  };

  it('shows a member without a plan the pitch instead of the sets', async () => {
    const { cookie } = await signedInMember(t);
    const page = await t.page('/interviews', { cookie });
    expect(page.status).toBe(403);
    expect(page.text).toContain('This is premium content.');
    expect(page.text).toContain('Video interview practice');
  });

  it('lists the sets with their firms; starting one opens its attempt, listed afterwards', async () => {
    const member = await subscriber();
    const list = await t.page('/interviews', { cookie: member.cookie });
    expect(list.status).toBe(200);
    expect(list.text).toContain('Training contract video interview');
    expect(list.text).toContain('In the style of Linklaters');
    expect(list.text).toContain('You have not started a set yet.');
    const attemptId = await startedAttempt(member.cookie);
    const attempt = await t.page(`/interviews/attempts/${attemptId}`, { cookie: member.cookie });
    expect(attempt.status).toBe(200);
    expect(attempt.texts('h2')).toContain('Question 1');
    expect(attempt.text).toContain('Why do you want to be a commercial solicitor');
    expect(attempt.text).toContain('0:30 to prepare, 1:30 to answer, 2 takes');
    expect(attempt.text).toContain('No take recorded yet.');
    const after = await t.page('/interviews', { cookie: member.cookie });
    expect(after.text).toContain('Running · started');
    expect(after.text).toContain('0 takes recorded');
    const other = await subscriber();
    expect((await t.page(`/interviews/attempts/${attemptId}`, { cookie: other.cookie })).status).toBe(404);
  });

  it('sends an answer for review, saying what it costs; the coach pins a comment at 0:42 that the member then reads beside the take', async () => {
    const member = await subscriber();
    const coach = await signedInMember(t, { role: 'admin' });
    const attemptId = await startedAttempt(member.cookie);
    const take = await recorded(member.id, attemptId);
    const attempt = await t.page(`/interviews/attempts/${attemptId}`, { cookie: member.cookie });
    expect(attempt.text).toContain('Sending uses one of this month’s reviews: you have');
    const sent = await t.submit(attempt, 'Send this answer for review', { notes: 'Am I too fast?' }, { cookie: member.cookie });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe('/my-reviews');
    const myReviews = await t.page('/my-reviews', { cookie: member.cookie });
    expect(myReviews.text).toContain('Video interview practice: Training contract video interview');

    const { reviews } = (await (await t.request('/api/reviews', { headers: { cookie: member.cookie } })).json()) as { reviews: { id: string }[] };
    const reviewPath = `/coach/reviews/${reviews[0]!.id}`;
    const unclaimed = await t.page(reviewPath, { cookie: coach.cookie });
    expect(unclaimed.text).toContain('Claim this review to pin comments to moments of the takes.');
    const claimed = await t.submit(unclaimed, 'Claim review', {}, { cookie: coach.cookie });
    expect(claimed.status).toBeLessThan(400);
    const workable = await t.page(reviewPath, { cookie: coach.cookie });
    const refused = await t.submit(workable, 'Pin comment', { atSeconds: '42', text: 'Slow down.' }, { cookie: coach.cookie });
    expect(refused.status).toBe(400);
    expect(refused.alert).toContain('Give the moment as minutes and seconds, such as 0:42');
    const pastTheEnd = await t.submit(workable, 'Pin comment', { atSeconds: '6:00', text: 'After the end.' }, { cookie: coach.cookie });
    expect(pastTheEnd.status).toBe(400);
    expect(pastTheEnd.field('atSeconds').invalid).toBe(true);
    expect(pastTheEnd.field('atSeconds').description).toContain('This take is 1:15 long');
    expect(pastTheEnd.field('atSeconds').value).toBe('6:00');
    const pinned = await t.submit(workable, 'Pin comment', { atSeconds: '0:42', text: 'Slow down here.' }, { cookie: coach.cookie });
    expect(pinned.status).toBe(200);
    expect(pinned.statusLine).toContain('Comment pinned at 0:42.');

    const reread = await t.page(`/interviews/attempts/${attemptId}`, { cookie: member.cookie });
    expect(reread.texts('li li')).toEqual(['At 0:42Slow down here.']);
    expect(reread.root.querySelector('video')?.getAttribute('src')).toBe(`/api/recordings/${take}`);
  });

  it('offers an application at the video-interview stage the firm’s set, or the generic one', async () => {
    const member = await subscriber();
    const [withSet, withoutSet, earlier] = await t.services.db
      .insert(applications)
      .values([
        { userId: member.id, firm: 'Clifford Chance', firmSlug: 'clifford-chance', opportunity: 'training-contract', stage: 'video-interview' },
        { userId: member.id, firm: 'Macfarlanes', firmSlug: 'macfarlanes', opportunity: 'training-contract', stage: 'video-interview' },
        { userId: member.id, firm: 'Ashurst', firmSlug: 'ashurst', opportunity: 'training-contract', stage: 'submitted' },
      ])
      .returning();
    const firmPage = await t.page(`/applications/${withSet!.id}`, { cookie: member.cookie });
    expect(firmPage.text).toContain('Practise the video interview');
    expect(firmPage.text).toContain('Clifford Chance style: motivation and commercial awareness');
    const started = await t.submit(firmPage, 'Start this set: Clifford Chance style: motivation and commercial awareness', {}, { cookie: member.cookie });
    expect(started.status).toBe(302);
    expect(started.location).toMatch(/^\/interviews\/attempts\//);
    const genericPage = await t.page(`/applications/${withoutSet!.id}`, { cookie: member.cookie });
    expect(genericPage.text).toContain('Rehearse with the generic set');
    expect(genericPage.text).toContain('Training contract video interview');
    expect((await t.page(`/applications/${earlier!.id}`, { cookie: member.cookie })).text).not.toContain('Practise the video interview');
  });

  it('leads a member there from the account menu', async () => {
    const member = await subscriber();
    const account = await t.page('/account', { cookie: member.cookie });
    const link = [...account.root.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Video interview practice');
    expect(link?.getAttribute('href')).toBe('/interviews');
  });

  it('lets only the attempt page, where the recorder is, ask for the camera and microphone', async () => {
    const member = await subscriber();
    const attemptId = await startedAttempt(member.cookie);
    const policyOf = async (path: string) => (await t.request(path, { headers: { cookie: member.cookie } })).headers.get('permissions-policy');
    expect(await policyOf(`/interviews/attempts/${attemptId}`)).toBe('camera=(self), microphone=(self), geolocation=()');
    for (const path of ['/interviews', '/practice', '/', `/api/interviews/attempts/${attemptId}`]) {
      expect(await policyOf(path), path).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('deletes a take after asking, and keeps one a review carries, saying why', async () => {
    const member = await subscriber();
    const attemptId = await startedAttempt(member.cookie);
    const take = await recorded(member.id, attemptId);
    const page = await t.page(`/interviews/attempts/${attemptId}`, { cookie: member.cookie });
    expect(page.texts('summary')).toContain('Delete take 1');
    const deleted = await t.submit(page, 'Yes, delete take 1', {}, { cookie: member.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.statusLine).toContain('Take deleted.');
    expect(deleted.text).not.toContain('Take 1');
    expect((await t.request(`/api/recordings/${take}`, { headers: { cookie: member.cookie } })).status).toBe(404);

    await recorded(member.id, attemptId);
    await t.request(`/api/interviews/attempts/${attemptId}/review`, { method: 'POST', headers: { cookie: member.cookie }, json: {} });
    const kept = await t.submit(await t.page(`/interviews/attempts/${attemptId}`, { cookie: member.cookie }), 'Yes, delete take 1', {}, { cookie: member.cookie });
    expect(kept.status).toBe(409);
    expect(kept.alert).toContain('This take is part of a review request, so it stays until the review is done.');
  });

  it('finishes an attempt at the member’s word, saying so, with its takes kept; an untimed member reads when it closes instead of a clock', async () => {
    const member = await subscriber();
    await t.services.db.insert(userSettings).values({ userId: member.id, timeFactor: null });
    const attemptId = await startedAttempt(member.cookie);
    await recorded(member.id, attemptId);
    const page = await t.page(`/interviews/attempts/${attemptId}`, { cookie: member.cookie });
    expect(page.text).toContain('You practise untimed');
    expect(page.text).toMatch(/This attempt stays open until \d{1,2} \w+ \d{4}/);
    const finished = await t.submit(page, 'Finish this attempt', {}, { cookie: member.cookie });
    expect(finished.status).toBe(200);
    expect(finished.statusLine).toContain('Attempt finished. Any takes you recorded stay below');
    expect(finished.text).toContain('This attempt has ended, so it takes no more recordings.');
    expect(finished.texts('button')).not.toContain('Finish this attempt');
    expect(finished.text).toContain('Take 1');
    const list = await t.page('/interviews', { cookie: member.cookie });
    expect(list.text).toContain('Ended · started');
    expect(list.text).not.toContain('Running · started');
  });
});
