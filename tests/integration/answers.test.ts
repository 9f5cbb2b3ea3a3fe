import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationAnswers, applications, rateLimits, reviewRequests, subscriptions } from '@server/db/schema';
import {
  draftSavesRateLimit,
  trackerAdditionsRateLimit,
  trackerLimits,
} from '@server/features/applications/tracker-limits';
import { guardMessages } from '@server/features/kit/access';
import { cacheTags } from '@server/platform/cache/tags';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { apiRouteTable } from '@server/api';
import { applicationWorkspaceAction, loadApplicationWorkspace } from '~/features/answers/application-workspace.server';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { pageContext } from '../support/page-context';
import { buyDemoPlan, signedInMember } from '../support/factories';
import type { paths } from '../support/api-schema';

type QuestionLimit =
  paths['/api/applications/{id}/answers']['post']['requestBody']['content']['application/json']['limit'];

describe('the answer workspace', () => {
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
  const coach = () => signedInMember(t, { role: 'admin', firstName: 'Chris', lastName: 'Coach' });
  /** An application in the member's tracker, as the tracker stores it. */
  const track = async (userId: string, firm = 'Clifford Chance', firmSlug: string | null = 'clifford-chance') => {
    const [row] = await t.services.db
      .insert(applications)
      .values({ userId, firm, firmSlug, opportunity: 'vacation-scheme-summer', closesOn: '2027-01-10' })
      .returning();
    return row!;
  };
  const call = (method: string, path: string, cookie: string | undefined, json?: unknown) =>
    t.request(path, { method, headers: cookie ? { cookie } : {}, ...(json === undefined ? {} : { json }) });
  const addQuestion = async (cookie: string, applicationId: string, limit: QuestionLimit = { words: 10 }) => {
    const { data, response } = await t.apiClient(cookie).POST('/api/applications/{id}/answers', {
      params: { path: { id: applicationId } },
      body: { question: 'Why us?', limit },
    });
    expect(response.status).toBe(201);
    return data!;
  };

  it('refuses visitors (401) and members without a plan (403) on every answer route', async () => {
    const member = await signedInMember(t);
    const application = await track(member.id);
    const routes = [
      ['GET', `/api/applications/${application.id}/answers`],
      ['POST', `/api/applications/${application.id}/answers`, { question: 'Why us?' }],
      ['POST', `/api/applications/${application.id}/answers/review`, { answerIds: [application.id] }],
      ['PUT', `/api/answers/${application.id}`, { text: 'x' }],
      ['DELETE', `/api/answers/${application.id}`],
      ['POST', '/api/answers/check', { firm: 'Clifford Chance', text: 'x' }],
    ] as const;
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, member.cookie, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('adds questions, saves drafts as typed and lists them, in order', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    const api = t.apiClient(member.cookie);
    const added = await api.POST('/api/applications/{id}/answers', {
      params: { path: { id: application.id } },
      body: { question: 'Why Clifford Chance?', limit: { words: 300 } },
    });
    expect(added.response.status).toBe(201);
    const first = added.data!;
    expect(first).toMatchObject({
      id: expect.any(String),
      question: 'Why Clifford Chance?',
      limit: { words: 300 },
      text: '',
    });
    const second = await addQuestion(member.cookie, application.id, { characters: 1500 });

    const saved = await api.PUT('/api/answers/{id}', {
      params: { path: { id: first.id } },
      body: { text: 'Because of its finance practice ' },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data).toMatchObject({ text: 'Because of its finance practice ' });

    const { data: list } = await api.GET('/api/applications/{id}/answers', {
      params: { path: { id: application.id } },
    });
    expect(list!.answers.map((answer) => [answer.id, answer.text])).toEqual([
      [first.id, 'Because of its finance practice '],
      [second.id, ''],
    ]);
  });

  it('refuses bad input: no question, a bad limit, a draft over the size cap', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    expect(
      (await call('POST', `/api/applications/${application.id}/answers`, member.cookie, { question: '' })).status,
    ).toBe(400);
    const badLimit = await call('POST', `/api/applications/${application.id}/answers`, member.cookie, {
      question: 'Why?',
      limit: { pages: 2 },
    });
    expect(badLimit.status).toBe(400);
    const answer = await addQuestion(member.cookie, application.id);
    const huge = await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'x'.repeat(20_001) });
    expect(huge.status).toBe(400);
  });

  it('is 404 for another member’s application or answer', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const application = await track(owner.id);
    const answer = await addQuestion(owner.cookie, application.id);
    expect((await call('GET', `/api/applications/${application.id}/answers`, other.cookie)).status).toBe(404);
    expect(
      (await call('POST', `/api/applications/${application.id}/answers`, other.cookie, { question: 'Mine?' })).status,
    ).toBe(404);
    expect((await call('PUT', `/api/answers/${answer.id}`, other.cookie, { text: 'overwritten' })).status).toBe(404);
    expect((await call('DELETE', `/api/answers/${answer.id}`, other.cookie)).status).toBe(404);
    expect(
      (
        await call('POST', `/api/applications/${application.id}/answers/review`, other.cookie, {
          answerIds: [answer.id],
        })
      ).status,
    ).toBe(404);
    const list = await (await call('GET', `/api/applications/${application.id}/answers`, owner.cookie)).json();
    expect(list.answers).toEqual([expect.objectContaining({ id: answer.id, text: '' })]);
  });

  it('checks an answer: other firms and the limit flagged, the firm’s own name not', async () => {
    const member = await subscriber();
    const text = 'Clifford Chance stands out to me, more than Freshfields or Allen and Overy, for its global reach.';
    const res = await call('POST', '/api/answers/check', member.cookie, {
      firm: 'Clifford Chance',
      text,
      limit: { words: 10 },
    });
    expect(res.status).toBe(200);
    const check = await res.json();
    expect(check).toMatchObject({ words: 17, characters: text.length, overLimit: true, firmNameIssues: [] });
    expect(check.otherFirms.map((mention: { name: string; index: number }) => [mention.name, mention.index])).toEqual([
      ['Freshfields', text.indexOf('Freshfields')],
      ['A&O Shearman', text.indexOf('Allen and Overy')],
    ]);

    const bySlug = await (
      await call('POST', '/api/answers/check', member.cookie, { firm: 'kirkland-ellis', text: 'At Kirkland and Ellis' })
    ).json();
    expect(bySlug.firmNameIssues).toEqual([
      expect.objectContaining({ found: 'Kirkland and Ellis', expected: 'Kirkland & Ellis', index: 3 }),
    ]);
    const unknownFirm = await (
      await call('POST', '/api/answers/check', member.cookie, { firm: 'Bird & Bird', text: 'Not Ashurst' })
    ).json();
    expect(unknownFirm).toMatchObject({ words: 2, overLimit: false, otherFirms: [{ name: 'Ashurst', index: 4 }] });
  });

  it('sends drafts for review: counted against the quota, copied as sent, shown to the coach with the member’s tracker', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    const answer = await addQuestion(member.cookie, application.id);
    const blank = await addQuestion(member.cookie, application.id);
    await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'My first draft for Clifford Chance.' });

    const refused = await call('POST', `/api/applications/${application.id}/answers/review`, member.cookie, {
      answerIds: [blank.id],
    });
    expect(refused.status).toBe(400);
    const before = (await (await call('GET', '/api/reviews', member.cookie)).json()).quota;

    const sent = await call('POST', `/api/applications/${application.id}/answers/review`, member.cookie, {
      answerIds: [answer.id],
    });
    expect(sent.status).toBe(201);
    const { id: reviewId } = await sent.json();
    const after = (await (await call('GET', '/api/reviews', member.cookie)).json()).quota;
    expect(after.used).toBe(before.used + 1);
    const [stored] = await t.services.db.select().from(reviewRequests).where(eq(reviewRequests.id, reviewId));
    expect(stored).toMatchObject({
      targetFirm: 'Clifford Chance',
      applicationType: 'vacation-scheme',
      userId: member.id,
    });

    // The member keeps drafting; the review keeps the copy as sent, and the answer cannot be deleted under it.
    await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'A later draft.' });
    expect((await call('DELETE', `/api/answers/${answer.id}`, member.cookie)).status).toBe(409);
    expect((await call('DELETE', `/api/answers/${blank.id}`, member.cookie)).status).toBe(204);
    // Nor can the application that holds it: withdrawing it is the way out.
    expect((await call('DELETE', `/api/applications/${application.id}`, member.cookie)).status).toBe(409);

    const coachCookie = (await coach()).cookie;
    const review = await (await call('GET', `/api/reviews/${reviewId}`, coachCookie)).json();
    expect(review.answers).toEqual([
      { answerId: answer.id, question: 'Why us?', text: 'My first draft for Clifford Chance.', limit: { words: 10 } },
    ]);
    const ownView = await (await call('GET', `/api/reviews/${reviewId}`, member.cookie)).json();
    expect(ownView.answers).toHaveLength(1);

    const tracker = await call('GET', `/api/admin/reviews/${reviewId}/member-applications`, coachCookie);
    expect(tracker.status).toBe(200);
    expect((await tracker.json()).applications).toEqual([
      expect.objectContaining({
        id: application.id,
        firm: 'Clifford Chance',
        answers: [expect.objectContaining({ text: 'A later draft.' })],
      }),
    ]);
    // Only coaches: the member reads their own tracker through their own routes.
    expect((await call('GET', `/api/admin/reviews/${reviewId}/member-applications`, member.cookie)).status).toBe(403);
  });

  it('stops at the monthly allowance, as uploads do', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    const answer = await addQuestion(member.cookie, application.id);
    await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'Draft.' });
    const { quota } = await (await call('GET', '/api/reviews', member.cookie)).json();
    for (let i = 0; i < quota.remaining; i++) {
      await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: `Draft ${i}.` });
      expect(
        (
          await call('POST', `/api/applications/${application.id}/answers/review`, member.cookie, {
            answerIds: [answer.id],
          })
        ).status,
      ).toBe(201);
    }
    await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'One more draft.' });
    const over = await call('POST', `/api/applications/${application.id}/answers/review`, member.cookie, {
      answerIds: [answer.id],
    });
    expect(over.status).toBe(403);
  });

  it('refuses to send a draft again while it is unchanged (409), and sends it once changed', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    const answer = await addQuestion(member.cookie, application.id);
    await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'My draft.' });
    const send = () =>
      call('POST', `/api/applications/${application.id}/answers/review`, member.cookie, { answerIds: [answer.id] });
    const used = async () => (await (await call('GET', '/api/reviews', member.cookie)).json()).quota.used as number;
    expect((await send()).status).toBe(201);
    const again = await send();
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: 'conflict',
      message: 'Your answer to “Why us?” is already with the coaches: see it in your reviews. Edit it to send a new draft.',
    });
    expect(await used()).toBe(1);
    await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'My better draft.' });
    expect((await send()).status).toBe(201);
    expect(await used()).toBe(2);
  });

  it('spends one review when the same draft is sent twice at once', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    const answer = await addQuestion(member.cookie, application.id);
    await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'Sent from two tabs.' });
    const send = () =>
      call('POST', `/api/applications/${application.id}/answers/review`, member.cookie, { answerIds: [answer.id] });
    const statuses = (await Promise.all([send(), send()])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    const reviews = await t.services.db.select().from(reviewRequests).where(eq(reviewRequests.userId, member.id));
    expect(reviews).toHaveLength(1);
  });

  it('caps questions per application with a clear 409 beside the question', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    await t.services.db.insert(applicationAnswers).values(
      Array.from({ length: trackerLimits.questionsPerApplication - 1 }, (_, position) => ({
        applicationId: application.id,
        userId: member.id,
        question: `Question ${position}`,
        position,
      })),
    );
    await addQuestion(member.cookie, application.id);
    const refused = await call('POST', `/api/applications/${application.id}/answers`, member.cookie, {
      question: 'One too many?',
    });
    expect(refused.status).toBe(409);
    const message = 'An application holds up to 30 questions. Delete one you no longer need to add another.';
    expect((await refused.json()).error).toEqual({ code: 'conflict', message, fields: { question: message } });
    // Another application has room of its own.
    await addQuestion(member.cookie, (await track(member.id)).id);
  });

  it('refuses a draft over 20,000 characters and a question limit above what a draft can hold, saying why', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    const answer = await addQuestion(member.cookie, application.id, { characters: 10_000 });
    expect((await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'x'.repeat(20_000) })).status).toBe(200);
    const huge = await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'x'.repeat(20_001) });
    expect(huge.status).toBe(400);
    expect((await huge.json()).error.fields).toEqual({
      text: 'Please keep an answer under 20,000 characters: no application question asks for more',
    });
    const tooLong = await call('POST', `/api/applications/${application.id}/answers`, member.cookie, {
      question: 'Why?',
      limit: { characters: 10_001 },
    });
    expect(tooLong.status).toBe(400);
  });

  it('rate-limits draft saves past any typing speed, and additions past a busy evening, with a clear 429', async () => {
    const member = await subscriber();
    const application = await track(member.id);
    const answer = await addQuestion(member.cookie, application.id);
    for (let i = 0; i < draftSavesRateLimit.limit; i++) {
      expect((await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: `draft ${i}` })).status).toBe(200);
    }
    const tooFast = await call('PUT', `/api/answers/${answer.id}`, member.cookie, { text: 'one too many' });
    expect(tooFast.status).toBe(429);
    expect(Number(tooFast.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await tooFast.json()).error.message).toMatch(/^Drafts are saving faster than anyone types\. Please try again in \d+ seconds?\.$/);

    // An hour's additions used up (one question was added above): the next question is refused.
    await t.services.db
      .update(rateLimits)
      .set({ count: trackerAdditionsRateLimit.limit })
      .where(eq(rateLimits.key, `tracker-additions:${member.id}`));
    const refused = await call('POST', `/api/applications/${application.id}/answers`, member.cookie, { question: 'More?' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(
      /^You can add 120 applications or questions an hour\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('gives coaches no way to a member’s tracker except through a review the member asked for', () => {
    const coachRoutes = apiRouteTable(t.services).filter((route) => route.access === 'coach');
    const trackerRoutes = coachRoutes.filter((route) => /applications|answers/.test(route.path));
    expect(trackerRoutes.map((route) => route.path)).toEqual(['/admin/reviews/:id/member-applications']);
  });

  it('has no tracker for a coach to see without a review', async () => {
    const coachCookie = (await coach()).cookie;
    const missing = await call('GET', `/api/admin/reviews/${crypto.randomUUID()}/member-applications`, coachCookie);
    expect(missing.status).toBe(404);
  });

  describe('the application page', () => {
    const contextFor = (member: { id: string; email: string }) =>
      pageContext({
        services: t.services,
        viewer: {
          userId: member.id,
          sessionId: 's',
          email: member.email,
          firstName: 'A',
          lastName: 'B',
          role: 'member',
        },
        clientAddress: '127.0.0.1',
        requestId: 'test',
        log: t.services.logger,
      });
    const post = (fields: Record<string, string>) =>
      new Request(new URL('/applications/x', testOrigin), {
        method: 'POST',
        headers: { origin: testOrigin },
        body: new URLSearchParams(fields),
      });
    const statusOf = async (promise: Promise<unknown>) => {
      try {
        await promise;
        return 200;
      } catch (thrown) {
        return (thrown as { init?: { status?: number } }).init?.status;
      }
    };

    it('shows a member without a plan the summary and no workspace, and refuses their writes', async () => {
      const member = await signedInMember(t);
      const application = await track(member.id);
      const page = await loadApplicationWorkspace(await contextFor(member), application.id);
      expect(page).toMatchObject({ application: { firm: 'Clifford Chance', stage: 'researching' }, workspace: null });
      // The library's profile and application guide of the firm, opened in their collections.
      expect(page.reading.map((item) => item.href)).toEqual([
        '/firm-profiles?item=clifford-chance',
        '/firm-specific-applications?item=clifford-chance-application-guide',
      ]);
      const byHand = await track(member.id, 'Smith & Co', null);
      expect((await loadApplicationWorkspace(await contextFor(member), byHand.id)).reading).toEqual([]);
      expect(
        await statusOf(
          applicationWorkspaceAction(
            await contextFor(member),
            application.id,
            post({ intent: 'add-question', question: 'Why?' }),
          ),
        ),
      ).toBe(403);
    });

    it('is a 404 for someone else’s application', async () => {
      const owner = await subscriber();
      const other = await subscriber();
      const application = await track(owner.id);
      expect(await statusOf(loadApplicationWorkspace(await contextFor(other), application.id))).toBe(404);
      expect(
        await statusOf(
          applicationWorkspaceAction(
            await contextFor(other),
            application.id,
            post({ intent: 'add-question', question: 'Why?' }),
          ),
        ),
      ).toBe(404);
    });

    it('adds a question, saves, checks and sends a draft with plain forms', async () => {
      const member = await subscriber();
      const application = await track(member.id);
      const context = await contextFor(member);
      const added = await applicationWorkspaceAction(
        context,
        application.id,
        post({ intent: 'add-question', question: 'Why us?', limitKind: 'words', limitValue: '5' }),
      );
      expect((added as { data: unknown }).data).toMatchObject({ ok: true });
      const { workspace } = await loadApplicationWorkspace(context, application.id);
      const answer = workspace!.answers[0]!;
      expect(answer).toMatchObject({ question: 'Why us?', limit: { words: 5 } });

      const checked = await applicationWorkspaceAction(
        context,
        application.id,
        post({
          intent: `check:${answer.id}`,
          text: 'Unlike Linklaters, Clifford Chance has a great finance practice.',
        }),
      );
      expect((checked as { data: unknown }).data).toMatchObject({
        ok: true,
        check: { overLimit: true, otherFirms: [{ name: 'Linklaters' }], firmNameIssues: [] },
      });
      // "Send for review" saves and asks first: nothing is spent yet.
      const asked = await applicationWorkspaceAction(
        context,
        application.id,
        post({ intent: `review:${answer.id}`, text: 'My draft.' }),
      );
      expect((asked as { data: unknown }).data).toEqual({ ok: true, intent: `review:${answer.id}`, confirmSend: true });
      expect(await t.services.db.select().from(reviewRequests).where(eq(reviewRequests.userId, member.id))).toEqual([]);

      const sent = await applicationWorkspaceAction(
        context,
        application.id,
        post({ intent: `send:${answer.id}`, text: 'My draft.' }),
      );
      expect((sent as { data: unknown }).data).toMatchObject({ ok: true, intent: `send:${answer.id}` });
      const after = (await loadApplicationWorkspace(context, application.id)).workspace!;
      const { reviewId } = after.answers[0]!.sent!;
      expect(after.answers[0]!.sent).toEqual({ reviewId, sentOn: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/), unchanged: true });
      expect(after.reviewsLeft).toBe(workspace!.reviewsLeft - 1);
      const review = await (await call('GET', `/api/reviews/${reviewId}`, member.cookie)).json();
      expect(review.answers).toEqual([{ answerId: answer.id, question: 'Why us?', text: 'My draft.', limit: { words: 5 } }]);

      // A second confirmation (a resubmitted page, a second click) spends nothing.
      const twice = await applicationWorkspaceAction(
        context,
        application.id,
        post({ intent: `send:${answer.id}`, text: 'My draft.' }),
      );
      expect(twice as { data: unknown; init: { status: number } }).toMatchObject({
        init: { status: 409 },
        data: { ok: false, formError: expect.stringContaining('already with the coaches') },
      });
      expect((await loadApplicationWorkspace(context, application.id)).workspace!.reviewsLeft).toBe(after.reviewsLeft);

      // Edited since: no longer the copy the coach has.
      await applicationWorkspaceAction(context, application.id, post({ intent: `save:${answer.id}`, text: 'Better.' }));
      expect((await loadApplicationWorkspace(context, application.id)).workspace!.answers[0]!.sent).toMatchObject({
        reviewId,
        unchanged: false,
      });
    });

    it('says beside the field why a question or a draft is refused', async () => {
      const member = await subscriber();
      const application = await track(member.id);
      const context = await contextFor(member);
      const badLimit = await applicationWorkspaceAction(
        context,
        application.id,
        post({ intent: 'add-question', question: 'Why us?', limitKind: 'words', limitValue: '3000' }),
      );
      expect((badLimit as { data: unknown }).data).toMatchObject({
        ok: false,
        fieldErrors: { limitValue: 'Word limits run up to 2,000' },
        values: { question: 'Why us?', limitValue: '3000' },
      });
      await t.services.db.insert(applicationAnswers).values(
        Array.from({ length: trackerLimits.questionsPerApplication }, (_, position) => ({
          applicationId: application.id,
          userId: member.id,
          question: `Question ${position}`,
          position,
        })),
      );
      const full = await applicationWorkspaceAction(
        context,
        application.id,
        post({ intent: 'add-question', question: 'One more?' }),
      );
      expect(full as { data: unknown; init: { status: number } }).toMatchObject({
        init: { status: 409 },
        data: { ok: false, fieldErrors: { question: expect.stringContaining('up to 30 questions') }, values: { question: 'One more?' } },
      });
      const [first] = (await loadApplicationWorkspace(context, application.id)).workspace!.answers;
      const tooLong = await applicationWorkspaceAction(
        context,
        application.id,
        post({ intent: `save:${first!.id}`, text: 'x'.repeat(20_001) }),
      );
      expect((tooLong as { data: unknown }).data).toMatchObject({
        ok: false,
        fieldErrors: { text: expect.stringContaining('under 20,000 characters') },
      });
      const blank = await applicationWorkspaceAction(context, application.id, post({ intent: `review:${first!.id}`, text: ' ' }));
      expect((blank as { data: unknown }).data).toMatchObject({
        ok: false,
        fieldErrors: { text: 'Write a draft before sending it for review.' },
      });
    });

    /** What a refused page write throws: its status and the guard's words. */
    const refusalOf = async (promise: Promise<unknown>) => {
      try {
        await promise;
        return null;
      } catch (thrown) {
        const { init, data } = thrown as { init?: { status?: number }; data?: { message?: string; standing?: unknown } };
        return { status: init?.status, message: data?.message, standing: data?.standing };
      }
    };

    it('shows a paused member their drafts to read, and refuses their autosave and send with a 403 that says paused', async () => {
      const member = await signedInMember(t);
      await buyDemoPlan(t, member.cookie);
      const application = await track(member.id);
      const { id: answerId } = await addQuestion(member.cookie, application.id);
      expect((await call('PUT', `/api/answers/${answerId}`, member.cookie, { text: 'Kept while paused.' })).status).toBe(200);
      const paused = await t.request('/api/billing/pause', { method: 'POST', headers: { cookie: member.cookie }, json: { months: 1 } });
      expect(paused.status).toBe(200);

      const page = await loadApplicationWorkspace(await contextFor(member), application.id);
      expect(page.workspace).toBeNull();
      expect(page.locked?.standing).toMatchObject({ kind: 'paused', resumesAt: expect.any(String) });
      expect(page.locked?.answers).toMatchObject([{ id: answerId, question: 'Why us?', text: 'Kept while paused.' }]);

      const autosave = await call('PUT', `/api/answers/${answerId}`, member.cookie, { text: 'Changed while paused.' });
      expect(autosave.status).toBe(403);
      expect((await autosave.json()).error.message).toBe(guardMessages.paused);
      const send = await refusalOf(
        applicationWorkspaceAction(await contextFor(member), application.id, post({ intent: `review:${answerId}`, text: 'Sent while paused.' })),
      );
      expect(send).toMatchObject({ status: 403, message: guardMessages.paused, standing: { kind: 'paused' } });
      const apiSend = await call('POST', `/api/applications/${application.id}/answers/review`, member.cookie, { answerIds: [answerId] });
      expect(apiSend.status).toBe(403);
      expect((await apiSend.json()).error.message).toBe(guardMessages.paused);
      // Nothing changed: the draft is as it was, and no review was asked for.
      expect((await loadApplicationWorkspace(await contextFor(member), application.id)).locked?.answers[0]?.text).toBe('Kept while paused.');
      expect(await t.services.db.select().from(reviewRequests).where(eq(reviewRequests.userId, member.id))).toEqual([]);
    });

    it('shows a member whose plan ended their drafts to read, with the day it ended, and refuses their writes', async () => {
      const member = await signedInMember(t);
      await buyDemoPlan(t, member.cookie);
      const application = await track(member.id);
      const { id: answerId } = await addQuestion(member.cookie, application.id);
      const endedAt = new Date(Date.now() - 3 * 24 * 3600 * 1000);
      await t.services.db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: new Date(endedAt.getTime() - 24 * 3600 * 1000), currentPeriodEnd: endedAt })
        .where(eq(subscriptions.userId, member.id));
      t.services.invalidations.publish([cacheTags.member(member.id)]);

      const page = await loadApplicationWorkspace(await contextFor(member), application.id);
      expect(page.locked).toMatchObject({ standing: { kind: 'ended', endedAt: endedAt.toISOString() }, answers: [{ id: answerId }] });
      const autosave = await call('PUT', `/api/answers/${answerId}`, member.cookie, { text: 'x' });
      expect(autosave.status).toBe(403);
      expect((await autosave.json()).error.message).toBe(guardMessages.ended);
    });
  });
});
