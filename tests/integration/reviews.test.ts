import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId } from '@content/plans';
import { auditLog, reviewRequests, uploads } from '@server/db/schema';
import { memberFilesPrefix } from '@server/features/account/member-files';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { reviewDueAt } from '@server/features/reviews/review-calendar';
import { createTestApp, type TestApp } from '../support/test-app';
import { latestEmailLinks, signedInMember } from '../support/factories';

const monthName = (date: Date) => date.toLocaleDateString('en-GB', { month: 'long', timeZone: 'Europe/London' });
/** The UK month after the one `date` is in (1-based month numbers are next month's 0-based index). */
const nextMonthName = (date: Date) =>
  monthName(
    new Date(
      Date.UTC(2000, Number(date.toLocaleDateString('en-GB', { month: 'numeric', timeZone: 'Europe/London' })), 15),
    ),
  );

const feedback = (overall: string) => ({
  overall: { comment: overall, score: 4 },
  motivation: { comment: 'Your reasons for commercial law come through clearly.', score: 3 },
  commercialAwareness: { comment: 'Link the deal you mention to the firm’s practice.' },
  firmFit: { comment: 'Name the seats you want and why.', score: 2 },
  structureAndWriting: { comment: 'Tight and well ordered.', score: 5 },
});

describe('application reviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pdf = async (text: string) => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText(text);
    return new Uint8Array(await doc.save());
  };
  const uploadPdf = async (cookie: string, name = 'cv.pdf', path = '/api/uploads') => {
    const form = new FormData();
    form.append('file', new Blob([await pdf(name)], { type: 'application/pdf' }), name);
    return t.request(path, { method: 'POST', body: form, headers: { cookie } });
  };
  const subscriber = async (planId: PlanId = 'monthly') => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId });
    return member;
  };
  const coach = () => signedInMember(t, { role: 'admin', firstName: 'Chris', lastName: 'Coach' });
  const submit = async (cookie: string, body: Record<string, unknown> = {}) => {
    const { id: uploadId } = await (await uploadPdf(cookie)).json();
    return t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie },
      json: { uploadIds: [uploadId], targetFirm: 'Clifford Chance', applicationType: 'vacation-scheme', ...body },
    });
  };
  const get = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { cookie } : {} });
  const post = (path: string, cookie: string, json?: unknown) =>
    t.request(path, { method: 'POST', headers: { cookie }, json });

  it('asks visitors to log in and refuses members without a plan (403)', async () => {
    expect((await t.request('/api/reviews', { method: 'POST', json: {} })).status).toBe(401);
    const member = await signedInMember(t);
    const res = await submit(member.cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
    const { quota } = await (await get('/api/reviews', member.cookie)).json();
    expect(quota).toMatchObject({ used: 0, limit: 0, remaining: 0 });
  });

  it('submits a review: 201, due five working days later, files locked to it', async () => {
    const member = await subscriber();
    const files = [
      await (await uploadPdf(member.cookie, 'cv.pdf')).json(),
      await (await uploadPdf(member.cookie, 'cover-letter.pdf')).json(),
    ];
    const res = await t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie: member.cookie },
      json: {
        uploadIds: files.map((f) => f.id),
        targetFirm: '  Linklaters ',
        applicationType: 'training-contract',
        notes: 'Deadline is Friday.',
      },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.status).toBe('submitted');
    expect(created.dueAt).toBe(reviewDueAt(new Date(created.submittedAt), 5).toISOString());

    const detail = await (await get(`/api/reviews/${created.id}`, member.cookie)).json();
    expect(detail).toMatchObject({
      targetFirm: 'Linklaters',
      applicationType: 'training-contract',
      notes: 'Deadline is Friday.',
      planId: 'monthly',
      planName: 'Premium Monthly',
      feedback: null,
      member: null,
    });
    expect(detail.files.map((f: { name: string }) => f.name)).toEqual(['cv.pdf', 'cover-letter.pdf']);

    const deleted = await t.request(`/api/uploads/${files[0].id}`, {
      method: 'DELETE',
      headers: { cookie: member.cookie },
    });
    expect(deleted.status).toBe(409);
    const { uploads: listed } = await (await get('/api/uploads', member.cookie)).json();
    expect(listed.every((f: { inReview: boolean }) => f.inReview)).toBe(true);

    const { subject } = await latestEmailLinks(t, t.services.config.mail.coachEmail);
    expect(subject).toBe('New application review: Linklaters');
  });

  it("takes the contract's bare { uploadIds, notes }, filing the firm as not named", async () => {
    const member = await subscriber();
    const { id } = await (await uploadPdf(member.cookie)).json();
    const res = await post('/api/reviews', member.cookie, { uploadIds: [id], notes: 'Any firm.' });
    expect(res.status).toBe(201);
    const detail = await (await get(`/api/reviews/${(await res.json()).id}`, member.cookie)).json();
    expect(detail).toMatchObject({ targetFirm: 'Not named', applicationType: 'other', notes: 'Any firm.' });
  });

  it('validates the request and only takes the member’s own uploads', async () => {
    const member = await subscriber();
    const other = await signedInMember(t);
    const { id: othersUpload } = await (await uploadPdf(other.cookie)).json();
    const bad = await t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie: member.cookie },
      json: { uploadIds: [], targetFirm: '', applicationType: 'pupillage' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['applicationType', 'targetFirm', 'uploadIds']);
    const notMine = await t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie: member.cookie },
      json: { uploadIds: [othersUpload], targetFirm: 'Freshfields', applicationType: 'vacation-scheme' },
    });
    expect(notMine.status).toBe(400);
    const control = await t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie: member.cookie },
      json: { uploadIds: [othersUpload], targetFirm: 'Freshfields\u0000', applicationType: 'vacation-scheme', notes: 'a\u0007b' },
    });
    expect(Object.keys((await control.json()).error.fields).sort()).toEqual(['notes', 'targetFirm']);
    expect((await notMine.json()).error.fields.uploadIds).toBe('Choose files from your own uploads.');
    const { quota } = await (await get('/api/reviews', member.cookie)).json();
    expect(quota.used).toBe(0);
  });

  it('refuses a monthly subscriber’s third review this month (403), with when it resets', async () => {
    const member = await subscriber('monthly');
    expect((await submit(member.cookie)).status).toBe(201);
    expect((await submit(member.cookie)).status).toBe(201);
    const third = await submit(member.cookie);
    expect(third.status).toBe(403);
    const now = new Date();
    expect((await third.json()).error.message).toBe(
      `You have used all 2 application reviews for ${monthName(now)}. Your allowance resets on 1 ${nextMonthName(now)}.`,
    );
    const { reviews, quota } = await (await get('/api/reviews', member.cookie)).json();
    expect(reviews).toHaveLength(2);
    expect(quota).toMatchObject({ used: 2, limit: 2, remaining: 0 });
  });

  it('lets a half-year subscriber have a third review (201), not a fourth', async () => {
    const member = await subscriber('half-year');
    for (let i = 0; i < 3; i++) expect((await submit(member.cookie)).status).toBe(201);
    expect((await submit(member.cookie)).status).toBe(403);
  });

  it('resets the allowance with the calendar month', async () => {
    const member = await subscriber('monthly');
    const first = await (await submit(member.cookie)).json();
    const second = await (await submit(member.cookie)).json();
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    lastMonth.setUTCDate(10);
    await t.services.db
      .update(reviewRequests)
      .set({ submittedAt: lastMonth })
      .where(inArray(reviewRequests.id, [first.id, second.id]));
    const { quota } = await (await get('/api/reviews', member.cookie)).json();
    expect(quota).toMatchObject({ used: 0, limit: 2, remaining: 2 });
    expect((await submit(member.cookie)).status).toBe(201);
  });

  it('refuses a file already with the coaches (409) without spending another review', async () => {
    const member = await subscriber();
    const { id } = await (await uploadPdf(member.cookie, 'cv.pdf')).json();
    const send = () => post('/api/reviews', member.cookie, { uploadIds: [id], targetFirm: 'Linklaters', applicationType: 'training-contract' });
    expect((await send()).status).toBe(201);
    const again = await send();
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('“cv.pdf” is already with the coaches: see it in your reviews.');
    expect((await (await get('/api/reviews', member.cookie)).json()).quota.used).toBe(1);
  });

  it('lets only one of several simultaneous submissions take the last review', async () => {
    const member = await subscriber('monthly');
    expect((await submit(member.cookie)).status).toBe(201);
    const ids = await Promise.all(
      [1, 2, 3, 4].map(async () => (await (await uploadPdf(member.cookie)).json()).id as string),
    );
    const results = await Promise.all(
      ids.map((id) =>
        t.request('/api/reviews', {
          method: 'POST',
          headers: { cookie: member.cookie },
          json: { uploadIds: [id], targetFirm: 'Slaughter and May', applicationType: 'training-contract' },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
    const rows = await t.services.db.select().from(reviewRequests).where(eq(reviewRequests.userId, member.id));
    expect(rows).toHaveLength(2);
  });

  it('hides a review and its files from other members (404) and lets coaches in', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const { id } = await (await submit(owner.cookie)).json();
    const detail = await (await get(`/api/reviews/${id}`, owner.cookie)).json();
    const uploadId = detail.files[0].id;

    expect((await get(`/api/reviews/${id}`, other.cookie)).status).toBe(404);
    expect((await get(`/api/uploads/${uploadId}/file`, other.cookie)).status).toBe(404);
    expect((await get(`/api/reviews/${id}/annotated-file`, other.cookie)).status).toBe(404);
    expect((await (await get('/api/reviews', other.cookie)).json()).reviews).toEqual([]);
    expect((await get(`/api/reviews/${id}`)).status).toBe(401);
    expect((await get('/api/reviews/not-a-uuid', owner.cookie)).status).toBe(404);
    expect((await get('/api/admin/reviews', owner.cookie)).status).toBe(403);

    const { cookie } = await coach();
    const seen = await (await get(`/api/reviews/${id}`, cookie)).json();
    expect(seen.member).toEqual({ name: 'Ada Lovelace', email: owner.email });
    const file = await get(`/api/uploads/${uploadId}/file`, cookie);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('takes a review through the coach’s queue: claim, draft, annotate, complete, email', async () => {
    const member = await subscriber('quarterly');
    const { id } = await (
      await submit(member.cookie, { targetFirm: 'Macfarlanes', notes: 'First application.' })
    ).json();
    const chris = await coach();
    const other = await coach();

    const { reviews: queue } = await (await get('/api/admin/reviews', chris.cookie)).json();
    expect(queue.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'submitted',
      member: { name: 'Ada Lovelace', email: member.email },
      planName: 'Premium Quarterly',
      targetFirm: 'Macfarlanes',
      applicationType: 'vacation-scheme',
      dueAt: expect.any(String),
      overdue: false,
      fileCount: 1,
      coach: null,
    });

    expect(
      (
        await t.request(`/api/admin/reviews/${id}/feedback`, {
          method: 'PUT',
          headers: { cookie: chris.cookie },
          json: { feedback: feedback('Early draft') },
        })
      ).status,
    ).toBe(409);
    expect((await post(`/api/admin/reviews/${id}/claim`, chris.cookie)).status).toBe(200);
    expect((await post(`/api/admin/reviews/${id}/claim`, other.cookie)).status).toBe(409);

    const draft = await t.request(`/api/admin/reviews/${id}/feedback`, {
      method: 'PUT',
      headers: { cookie: chris.cookie },
      json: { feedback: feedback('Draft overall') },
    });
    expect(draft.status).toBe(200);
    const byOther = await t.request(`/api/admin/reviews/${id}/feedback`, {
      method: 'PUT',
      headers: { cookie: other.cookie },
      json: { feedback: feedback('Mine') },
    });
    expect(byOther.status).toBe(409);
    const badScore = await t.request(`/api/admin/reviews/${id}/feedback`, {
      method: 'PUT',
      headers: { cookie: chris.cookie },
      json: { feedback: { ...feedback('x'), firmFit: { comment: '', score: 6 } } },
    });
    expect(badScore.status).toBe(400);

    const whileDrafting = await (await get(`/api/reviews/${id}`, member.cookie)).json();
    expect(whileDrafting).toMatchObject({
      status: 'in_review',
      feedback: null,
      annotatedFile: null,
      coach: { name: 'Chris Coach' },
    });
    expect((await get(`/api/reviews/${id}`, chris.cookie)).ok).toBe(true);
    expect((await (await get(`/api/reviews/${id}`, chris.cookie)).json()).feedback.overall.comment).toBe(
      'Draft overall',
    );

    const annotated = await uploadPdf(chris.cookie, 'cv-annotated.pdf', `/api/admin/reviews/${id}/annotated-file`);
    expect(annotated.status).toBe(201);
    expect(await annotated.json()).toMatchObject({ name: 'cv-annotated.pdf', type: 'application/pdf' });
    const replaced = await uploadPdf(chris.cookie, 'cv-annotated-v2.pdf', `/api/admin/reviews/${id}/annotated-file`);
    expect(replaced.status).toBe(201);
    const memberFiles = await t.services.storage.list(`${memberFilesPrefix(member.id)}/reviews/${id}`);
    expect(memberFiles).toHaveLength(1);
    expect((await get(`/api/reviews/${id}/annotated-file`, member.cookie)).status).toBe(404);

    const empty = await post(`/api/admin/reviews/${id}/complete`, chris.cookie, { feedback: feedback('  ') });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields['feedback.overall.comment']).toBe(
      'Please write the overall comment before completing the review',
    );
    const done = await post(`/api/admin/reviews/${id}/complete`, chris.cookie, {
      feedback: feedback('A strong first application.'),
    });
    expect(done.status).toBe(200);
    expect((await done.json()).status).toBe('completed');
    expect((await post(`/api/admin/reviews/${id}/claim`, chris.cookie)).status).toBe(409);
    expect(
      (await post(`/api/admin/reviews/${id}/complete`, chris.cookie, { feedback: feedback('Again') })).status,
    ).toBe(409);

    const email = await latestEmailLinks(t, member.email);
    expect(email.subject).toBe('Your application review is ready');
    expect(email.links).toContain(`${t.services.config.publicUrl}/my-reviews/${id}`);

    const finished = await (await get(`/api/reviews/${id}`, member.cookie)).json();
    expect(finished).toMatchObject({
      status: 'completed',
      feedback: feedback('A strong first application.'),
      annotatedFile: { name: 'cv-annotated-v2.pdf', type: 'application/pdf' },
    });
    const download = await get(`/api/reviews/${id}/annotated-file`, member.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('cv-annotated-v2.pdf');
    expect((await download.arrayBuffer()).byteLength).toBe(Number(download.headers.get('content-length')));
    expect((await get(`/api/reviews/${id}/annotated-file`, (await subscriber()).cookie)).status).toBe(404);

    const actions = await t.services.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, id)));
    expect(
      actions
        .filter((a) => a.actorId === chris.id)
        .map((a) => a.action)
        .sort(),
    ).toEqual([
      'review.annotated_file.attach',
      'review.annotated_file.attach',
      'review.claim',
      'review.complete',
      'review.feedback.save',
    ]);
  });

  it('refuses annotated files that are not PDF or DOCX', async () => {
    const member = await subscriber();
    const { id } = await (await submit(member.cookie)).json();
    const chris = await coach();
    await post(`/api/admin/reviews/${id}/claim`, chris.cookie);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(Buffer.from('MZ\x90\x00 not a document'))], { type: 'application/pdf' }),
      'notes.pdf',
    );
    const res = await t.request(`/api/admin/reviews/${id}/annotated-file`, {
      method: 'POST',
      body: form,
      headers: { cookie: chris.cookie },
    });
    expect(res.status).toBe(415);
    expect(await t.services.storage.list(`${memberFilesPrefix(member.id)}/reviews`)).toEqual([]);
  });

  it('orders the queue open-first, oldest first, and flags overdue reviews', async () => {
    const member = await subscriber('half-year');
    const older = await (await submit(member.cookie, { targetFirm: 'Older LLP' })).json();
    const newer = await (await submit(member.cookie, { targetFirm: 'Newer LLP' })).json();
    const longAgo = new Date(Date.now() - 20 * 24 * 3600 * 1000);
    await t.services.db
      .update(reviewRequests)
      .set({ submittedAt: longAgo, dueAt: reviewDueAt(longAgo, 5) })
      .where(eq(reviewRequests.id, older.id));
    const { reviews } = await (await get('/api/admin/reviews', (await coach()).cookie)).json();
    const ids = reviews.map((r: { id: string }) => r.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(reviews.find((r: { id: string }) => r.id === older.id).overdue).toBe(true);
    expect(reviews.find((r: { id: string }) => r.id === newer.id).overdue).toBe(false);
    const firstCompleted = reviews.findIndex((r: { status: string }) => r.status === 'completed');
    if (firstCompleted >= 0)
      expect(reviews.slice(firstCompleted).every((r: { status: string }) => r.status === 'completed')).toBe(true);
  });

  it('erases a deactivated member’s uploads, reviews and annotated files', async () => {
    const member = await subscriber();
    const { id } = await (await submit(member.cookie)).json();
    await uploadPdf(member.cookie, 'spare.pdf');
    const chris = await coach();
    await post(`/api/admin/reviews/${id}/claim`, chris.cookie);
    expect((await uploadPdf(chris.cookie, 'annotated.pdf', `/api/admin/reviews/${id}/annotated-file`)).status).toBe(
      201,
    );
    expect(await t.services.storage.list(memberFilesPrefix(member.id))).toHaveLength(3);

    const res = await t.request('/api/me', { method: 'DELETE', headers: { cookie: member.cookie } });
    expect(res.status).toBe(200);
    expect(await t.services.storage.list(memberFilesPrefix(member.id))).toEqual([]);
    expect(await t.services.db.select().from(uploads).where(eq(uploads.userId, member.id))).toEqual([]);
    expect(await t.services.db.select().from(reviewRequests).where(eq(reviewRequests.id, id))).toEqual([]);
    expect((await get(`/api/reviews/${id}`, chris.cookie)).status).toBe(404);
  });
});
