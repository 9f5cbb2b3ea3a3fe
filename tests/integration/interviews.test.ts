import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericInterviewSetSlug, seedInterviewSets } from '@content/interviews/sets';
import { auditLog, interviewSets, recordings, reviewRecordings, reviewRequests, timedAttempts, userSettings } from '@server/db/schema';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { interviewAttemptClosers, runningInterviewAttemptsLimit } from '@server/features/interviews/interview-attempts';
import { untimedInterviewAttemptHours } from '@server/features/interviews/interview-timing';
import { seedInterviewQuestionId, seedInterviewSetId, seedInterviews } from '@server/features/interviews/seed-interviews';
import { sweepExpiredAttempts } from '@server/features/timed-attempts/timed-attempts';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import { takeMetadata } from '../support/interview-attempt';

/*
 * Video-interview practice through the API. The takes themselves arrive over tus at
 * /api/recordings; here they are written as rows, in the state an ended upload leaves them.
 */
const generic = seedInterviewSetId(genericInterviewSetSlug);
const firstQuestion = seedInterviewQuestionId('why-commercial-law');
const secondQuestion = seedInterviewQuestionId('why-this-firm');

type Question = { id: string; text: string; prepareSeconds: number; answerSeconds: number; takes: number; standardPrepareSeconds: number };
type Take = { id: string; status: string; url: string; durationSeconds: number | null; comments: { atSeconds: number; text: string }[] };
type Attempt = { id: string; now: string; deadline: string | null; questions: Question[]; answers: { questionId: string; takes: Take[] }[] };

describe('video-interview practice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscriber = async () => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    return member;
  };
  const as = (cookie: string) => ({ headers: { cookie } });
  const start = async (cookie: string, setId = generic) => {
    const res = await t.request('/api/interviews/attempts', { method: 'POST', ...as(cookie), json: { setId } });
    expect(res.status).toBe(201);
    return (await res.json()) as Attempt;
  };
  const read = async (cookie: string, id: string) => (await (await t.request(`/api/interviews/attempts/${id}`, as(cookie))).json()) as Attempt;
  const recorded = async (userId: string, attemptId: string, questionId: string, status: 'uploading' | 'ready' = 'ready') => {
    const [take] = await t.services.db
      .insert(recordings)
      .values({
        userId,
        attemptId,
        questionId,
        take: 1,
        storageKey: `members/${userId}/recordings/${crypto.randomUUID()}.webm`,
        contentType: 'video/webm',
        receivedBytes: 1024,
        durationSeconds: status === 'ready' ? 61.5 : null,
        status,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return take!.id;
  };

  it('shows the seeded sets to a subscriber, generic first, with each firm and the times stretched by their extra time', async () => {
    const member = await subscriber();
    await t.services.db.insert(userSettings).values({ userId: member.id, timeFactor: 1.5 });
    const res = await t.request('/api/interviews/sets', as(member.cookie));
    expect(res.status).toBe(200);
    const { sets } = (await res.json()) as { sets: { id: string; title: string; firm: { name: string } | null; questions: Question[] }[] };
    expect(sets.map((set) => set.id).sort()).toEqual(seedInterviewSets.map((set) => seedInterviewSetId(set.slug)).sort());
    expect(sets[0]).toMatchObject({ id: generic, title: 'Training contract video interview', firm: null });
    expect(sets[0]!.questions).toHaveLength(6);
    expect(sets[0]!.questions[0]).toMatchObject({ id: firstQuestion, prepareSeconds: 45, answerSeconds: 135, takes: 2, standardPrepareSeconds: 30 });
    expect(sets.find((set) => set.id === seedInterviewSetId('linklaters-style'))?.firm).toEqual({ slug: 'linklaters', name: 'Linklaters' });
  });

  it('is a subscriber feature: a member without a plan is refused the sets and a start', async () => {
    const { cookie } = await signedInMember(t);
    expect((await t.request('/api/interviews/sets', as(cookie))).status).toBe(403);
    expect((await t.request('/api/interviews/attempts', { method: 'POST', ...as(cookie), json: { setId: generic } })).status).toBe(403);
  });

  it('starts an attempt whose deadline the server holds, long enough for every take at the member’s factor', async () => {
    const member = await subscriber();
    await t.services.db.insert(userSettings).values({ userId: member.id, timeFactor: 1.25 });
    const attempt = await start(member.cookie);
    expect(attempt.questions.map((question) => question.id)[0]).toBe(firstQuestion);
    expect(attempt.questions[0]).toMatchObject({ prepareSeconds: 38, answerSeconds: 113 });
    const standard = seedInterviewSets[0]!.questions.reduce((total, q) => total + (q.prepareSeconds + q.answerSeconds) * q.takes + 60, 0);
    const seconds = (new Date(attempt.deadline!).getTime() - new Date(attempt.now).getTime()) / 1000;
    expect(seconds).toBe(Math.round(standard * 1.25));

    const { attempts } = (await (await t.request('/api/interviews/attempts', as(member.cookie))).json()) as { attempts: { id: string; setTitle: string }[] };
    expect(attempts).toEqual([expect.objectContaining({ id: attempt.id, setTitle: 'Training contract video interview', readyTakes: 0 })]);
  });

  it('caps the attempts running at once, saying what to do, and counts one past its deadline as ended', async () => {
    const member = await subscriber();
    const started = [await start(member.cookie), await start(member.cookie), await start(member.cookie)];
    const fourth = await t.request('/api/interviews/attempts', { method: 'POST', ...as(member.cookie), json: { setId: generic } });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error.message).toBe(
      `You already have ${runningInterviewAttemptsLimit} video-interview attempts under way, the most at once. Carry on with one of them from Your attempts below, or finish one there to start this set.`,
    );
    // Past its deadline, not yet swept: ended all the same.
    await t.services.db.update(timedAttempts).set({ deadline: new Date(Date.now() - 1000) }).where(eq(timedAttempts.id, started[0]!.id));
    await start(member.cookie);
  });

  it('finishes an attempt at the member’s word: its takes stay, no take starts after, and another set may start', async () => {
    const member = await subscriber();
    const started = [await start(member.cookie), await start(member.cookie), await start(member.cookie)];
    const take = await recorded(member.id, started[0]!.id, firstQuestion);
    const stranger = await subscriber();
    expect((await t.request(`/api/interviews/attempts/${started[0]!.id}/finish`, { method: 'POST', ...as(stranger.cookie) })).status).toBe(404);

    const finished = await t.request(`/api/interviews/attempts/${started[0]!.id}/finish`, { method: 'POST', ...as(member.cookie) });
    expect(finished.status).toBe(200);
    expect(await finished.json()).toMatchObject({ id: started[0]!.id, status: 'submitted', timeLeftSeconds: 0 });
    const after = await read(member.cookie, started[0]!.id);
    expect(after).toMatchObject({ status: 'submitted' });
    expect(after.answers.flatMap((answer) => answer.takes).map((kept) => kept.id)).toEqual([take]);
    const listed = (await (await t.request('/api/interviews/attempts', as(member.cookie))).json()) as { attempts: { id: string; running: boolean }[] };
    expect(listed.attempts.filter((attempt) => attempt.running).map((attempt) => attempt.id).sort()).toEqual([started[1]!.id, started[2]!.id].sort());
    // Finishing again changes nothing.
    expect(await (await t.request(`/api/interviews/attempts/${started[0]!.id}/finish`, { method: 'POST', ...as(member.cookie) })).json()).toMatchObject({ status: 'submitted' });

    const created = await t.request('/api/recordings', {
      method: 'POST',
      headers: { cookie: member.cookie, 'tus-resumable': '1.0.0', 'upload-length': '1024', 'upload-metadata': takeMetadata({ attemptId: started[0]!.id, questionId: secondQuestion }) },
    });
    expect(created.status).toBe(409);
    await start(member.cookie);
  });

  it('gives an untimed member’s attempt a day, after which the sweep closes it', async () => {
    const member = await subscriber();
    await t.services.db.insert(userSettings).values({ userId: member.id, timeFactor: null });
    const attempt = await start(member.cookie);
    const startedAt = new Date(attempt.now).getTime();
    expect(new Date(attempt.deadline!).getTime() - startedAt).toBe(untimedInterviewAttemptHours * 3_600_000);
    // Standard times for each question: a recording needs an end.
    expect(attempt.questions[0]).toMatchObject({ prepareSeconds: 30, answerSeconds: 90 });
    const statusOf = async () => (await t.services.db.select().from(timedAttempts).where(eq(timedAttempts.id, attempt.id)))[0]!.status;
    await sweepExpiredAttempts(t.services, { closers: interviewAttemptClosers, now: new Date(startedAt + untimedInterviewAttemptHours * 3_600_000 - 1000) });
    expect(await statusOf()).toBe('open');
    await sweepExpiredAttempts(t.services, { closers: interviewAttemptClosers, now: new Date(startedAt + untimedInterviewAttemptHours * 3_600_000) });
    expect(await statusOf()).toBe('expired');
  });

  it('refuses an unknown or retired set as no such set', async () => {
    const member = await subscriber();
    const unknown = await t.request('/api/interviews/attempts', { method: 'POST', ...as(member.cookie), json: { setId: crypto.randomUUID() } });
    expect(unknown.status).toBe(404);
    const [retired] = await t.services.db.insert(interviewSets).values({ title: 'Old format', status: 'retired' }).returning();
    expect((await t.request('/api/interviews/attempts', { method: 'POST', ...as(member.cookie), json: { setId: retired!.id } })).status).toBe(404);
    const bad = await t.request('/api/interviews/attempts', { method: 'POST', ...as(member.cookie), json: { setId: 'generic' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Choose a question set');
  });

  it('shows each answer’s takes to their member only', async () => {
    const member = await subscriber();
    const other = await subscriber();
    const attempt = await start(member.cookie);
    const ready = await recorded(member.id, attempt.id, firstQuestion);
    const uploading = await recorded(member.id, attempt.id, secondQuestion, 'uploading');
    const read1 = await read(member.cookie, attempt.id);
    expect(read1.answers[0]).toEqual({
      questionId: firstQuestion,
      takes: [{ id: ready, take: 1, durationSeconds: 61.5, status: 'ready', url: `/api/recordings/${ready}`, comments: [] }],
    });
    expect(read1.answers[1]!.takes).toEqual([expect.objectContaining({ id: uploading, status: 'uploading', durationSeconds: null })]);
    expect((await t.request(`/api/interviews/attempts/${attempt.id}`, as(other.cookie))).status).toBe(404);
  });

  it('sends one answer’s ready takes for review; a coach pins a comment at 0:42 that the member reads beside the take', async () => {
    const member = await subscriber();
    const coach = await signedInMember(t, { role: 'admin' });
    const attempt = await start(member.cookie);
    const review = (body: object) => t.request(`/api/interviews/attempts/${attempt.id}/review`, { method: 'POST', ...as(member.cookie), json: body });

    const nothing = await review({ questionId: firstQuestion });
    expect(nothing.status).toBe(409);
    expect((await nothing.json()).error.message).toBe('Record a take of this answer before sending it for review.');

    const take = await recorded(member.id, attempt.id, firstQuestion);
    const elsewhere = await recorded(member.id, attempt.id, secondQuestion);
    const sent = await review({ questionId: firstQuestion, notes: 'Too fast?' });
    expect(sent.status).toBe(201);
    const { id: reviewId } = (await sent.json()) as { id: string };
    // The coach reads the attempt through the review the member sent.
    expect((await read(coach.cookie, attempt.id)).answers[0]!.takes[0]!.id).toBe(take);

    const pin = (body: object) => t.request(`/api/admin/reviews/${reviewId}/recording-comments`, { method: 'POST', ...as(coach.cookie), json: body });
    expect((await pin({ recordingId: take, atSeconds: '0:42', text: 'Slow down here.' })).status).toBe(409);
    await t.request(`/api/admin/reviews/${reviewId}/claim`, { method: 'POST', ...as(coach.cookie) });
    const pinned = await pin({ recordingId: take, atSeconds: '0:42', text: 'Slow down here.' });
    expect(pinned.status).toBe(201);
    expect(await pinned.json()).toMatchObject({ recordingId: take, atSeconds: 42, text: 'Slow down here.' });
    expect((await pin({ recordingId: take, atSeconds: 12.5, text: 'A good opening.' })).status).toBe(201);
    expect((await pin({ recordingId: elsewhere, atSeconds: 3, text: 'Not sent.' })).status).toBe(404);
    // A moment past the end of the take: 6:00 on a take of 12.5 seconds.
    await t.services.db.update(recordings).set({ durationSeconds: 12.5 }).where(eq(recordings.id, take));
    const pastTheEnd = await pin({ recordingId: take, atSeconds: '6:00', text: 'After the end.' });
    expect(pastTheEnd.status).toBe(400);
    expect((await pastTheEnd.json()).error.fields).toEqual({ atSeconds: 'This take is 0:12 long (12.5 seconds): pin the comment at a moment within it.' });
    expect((await pin({ recordingId: take, atSeconds: 13, text: 'Just after.' })).status).toBe(400);
    await t.services.db.update(recordings).set({ durationSeconds: 61.5 }).where(eq(recordings.id, take));
    const badMoment = await pin({ recordingId: take, atSeconds: '42', text: 'No minutes.' });
    expect(badMoment.status).toBe(400);
    expect(JSON.stringify(await badMoment.json())).toContain('Give the moment as minutes and seconds, such as 0:42');

    const after = await read(member.cookie, attempt.id);
    expect(after.answers[0]!.takes[0]!.comments.map(({ atSeconds, text }) => ({ atSeconds, text }))).toEqual([
      { atSeconds: 12.5, text: 'A good opening.' },
      { atSeconds: 42, text: 'Slow down here.' },
    ]);
    const audit = await t.services.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.recording_comment.pin'), eq(auditLog.targetId, reviewId)));
    expect(audit).toHaveLength(2);
  });

  it('sends the whole set’s ready takes as one request, within the monthly allowance', async () => {
    const member = await subscriber();
    const attempt = await start(member.cookie);
    await recorded(member.id, attempt.id, firstQuestion);
    await recorded(member.id, attempt.id, secondQuestion);
    const sent = await t.request(`/api/interviews/attempts/${attempt.id}/review`, { method: 'POST', ...as(member.cookie), json: {} });
    expect(sent.status).toBe(201);
    const { reviews } = (await (await t.request('/api/reviews', as(member.cookie))).json()) as { reviews: { targetFirm: string }[] };
    expect(reviews.map((row) => row.targetFirm)).toContain('Video interview practice: Training contract video interview');
    const other = await subscriber();
    expect((await t.request(`/api/interviews/attempts/${attempt.id}/review`, { method: 'POST', ...as(other.cookie), json: {} })).status).toBe(404);
  });

  it('spends a review once: what is already with the coaches is refused (409), the rest of the set may still be sent', async () => {
    const member = await subscriber();
    const attempt = await start(member.cookie);
    const review = (body: object) => t.request(`/api/interviews/attempts/${attempt.id}/review`, { method: 'POST', ...as(member.cookie), json: body });
    const used = async () => ((await (await t.request('/api/reviews', as(member.cookie))).json()) as { quota: { used: number } }).quota.used;
    const carried = async (reviewId: string) =>
      (await t.services.db.select({ recordingId: reviewRecordings.recordingId }).from(reviewRecordings).where(eq(reviewRecordings.reviewId, reviewId))).map((row) => row.recordingId);
    await recorded(member.id, attempt.id, firstQuestion);
    const second = await recorded(member.id, attempt.id, secondQuestion);

    expect((await review({ questionId: firstQuestion })).status).toBe(201);
    const again = await review({ questionId: firstQuestion });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      `Your answer to “${attempt.questions[0]!.text}” is already with the coaches: see it in your reviews.`,
    );
    expect(await used()).toBe(1);

    // The whole set now carries only the answer not yet sent.
    const rest = await review({});
    expect(rest.status).toBe(201);
    expect(await carried(((await rest.json()) as { id: string }).id)).toEqual([second]);
    const whole = await review({});
    expect(whole.status).toBe(409);
    expect((await whole.json()).error.message).toBe('What you recorded in this set is already with the coaches: see it in your reviews.');
    expect((await review({ questionId: secondQuestion })).status).toBe(409);
    expect(await used()).toBe(2);
  });

  it('lets only one of two simultaneous requests for the same attempt through, spending one review', async () => {
    const member = await subscriber();
    const attempt = await start(member.cookie);
    await recorded(member.id, attempt.id, firstQuestion);
    const both = await Promise.all(
      [1, 2].map(() => t.request(`/api/interviews/attempts/${attempt.id}/review`, { method: 'POST', ...as(member.cookie), json: {} })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await t.services.db.select().from(reviewRequests).where(eq(reviewRequests.userId, member.id))).toHaveLength(1);
  });

  it('seeds the sets once, whatever the number of starts', async () => {
    await seedInterviews(t.services);
    const rows = await t.services.db.select().from(interviewSets).where(eq(interviewSets.id, generic));
    expect(rows).toHaveLength(1);
  });
});
