import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applicationAnswers,
  applications,
  billingCustomers,
  cancellationFeedback,
  interviewAttempts,
  interviewQuestions,
  interviewSets,
  practiceAnswers,
  practiceAttempts,
  practiceForms,
  practiceItemComments,
  practiceItems,
  promotionRedemptions,
  promotions,
  recordingComments,
  recordings,
  reviewAnswers,
  reviewPracticeAttempts,
  reviewRecordings,
  timedAttempts,
} from '@server/db/schema';
import { takeMetadata } from '../support/interview-attempt';
import { liveWebm } from '../support/live-webm';
import { createTestApp, type TestApp } from '../support/test-app';
import { buyDemoPlan, signedInMember, testPassword, uploadPdf } from '../support/factories';

/** Tables that never hold anything about a person; every other table must be given the member's data below. */
const impersonalTables = [
  'public.billing_settings',
  'public.collections',
  'public.deadlines',
  // The practice catalogue: coaches' items and forms, and which tests each firm sets.
  'public.firm_test_kinds',
  'public.interview_questions',
  'public.interview_sets',
  'public.practice_forms',
  'public.practice_items',
  'public.library_items',
  'public.promotions',
  // A keyed hash of a mailbox that had a free trial: names no one, and outlives the account on purpose (ADR 0033).
  'public.trial_claims',
  'public.webhook_events',
  'drizzle.__drizzle_migrations',
];
/** The job queue's own schema: jobs carry ids only, never a person's details (still searched below). */
const jobQueueSchema = 'pgboss';

const feedback = {
  overall: { comment: 'A strong application.', score: 4 },
  motivation: { comment: 'Clear reasons.', score: 3 },
  commercialAwareness: { comment: 'Good deal knowledge.' },
  firmFit: { comment: 'Name the seats.', score: 2 },
  structureAndWriting: { comment: 'Well ordered.', score: 5 },
};

type Table = { schema: string; name: string; columns: string[] };

/** Every table in the database, from the catalogue, with its text and JSON columns. */
async function listTables(t: TestApp): Promise<Table[]> {
  const result = await t.services.db.execute<{ table_schema: string; table_name: string; columns: string[] }>(sql`
    select c.table_schema, c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where tb.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'USER-DEFINED', 'ARRAY')
    group by c.table_schema, c.table_name`);
  const { rows } = result as unknown as { rows: { table_schema: string; table_name: string; columns: string[] }[] };
  return rows.map((row) => ({ schema: row.table_schema, name: row.table_name, columns: row.columns }));
}

/** The text of every text and JSON column of every row of `table`, lower-cased. */
async function dumpRows(t: TestApp, table: Table) {
  const columns = sql.join(
    table.columns.map((column) => sql`coalesce(${sql.identifier(column)}::text, '')`),
    sql`, `,
  );
  const result = await t.services.db.execute<{ dump: string }>(
    sql`select concat_ws(' ', ${columns}) as dump from ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`,
  );
  return (result as unknown as { rows: { dump: string }[] }).rows.map((row) => row.dump.toLowerCase());
}

/** Every file and folder under the storage root, as paths relative to it. */
async function walkStorage(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('erasure of a deactivated member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COACH_EMAIL: 'coaches@example.com' });
  });
  afterAll(() => t.close());

  it('leaves no table row, stored email, audit entry or storage path naming the member', async () => {
    const member = await signedInMember(t, { firstName: 'Perpetua', lastName: 'Quillby', email: 'perpetua.quillby@example.com' });
    const needles = [member.id, member.email, member.firstName, member.lastName].map((needle) => needle.toLowerCase());
    const named = (text: string) => needles.filter((needle) => text.includes(needle));
    const coach = await signedInMember(t, { role: 'admin', firstName: 'Chris', lastName: 'Coach' });
    const as = (cookie: string) => ({ headers: { cookie } });

    // The member's data in every kind of table a person's data can reach.
    await t.request('/api/me/settings', { method: 'PUT', ...as(member.cookie), json: { emailNotifications: false, theme: 'dark' } });
    await buyDemoPlan(t, member.cookie);
    // Only the Stripe provider keeps a customer record; the demo provider needs none.
    await t.services.db.insert(billingCustomers).values({ userId: member.id, provider: 'stripe', customerId: `cus_${member.id}` });
    const [item] = (await (await t.request('/api/library/training-contract-journey')).json()).items;
    await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', ...as(member.cookie) });
    await t.request(`/api/library/items/${item.id}/progress`, { method: 'PUT', ...as(member.cookie), json: { completed: true } });
    const { id: uploadId } = await (await uploadPdf(t, member.cookie, 'Perpetua Quillby CV.pdf')).json();
    await uploadPdf(t, member.cookie, 'spare.pdf');
    const review = await t.request('/api/reviews', {
      method: 'POST',
      ...as(member.cookie),
      json: { uploadIds: [uploadId], targetFirm: 'Clifford Chance', applicationType: 'vacation-scheme' },
    });
    const { id: reviewId } = await review.json();
    await t.request(`/api/uploads/${uploadId}/file`, as(coach.cookie));
    await t.request(`/api/admin/reviews/${reviewId}/claim`, { method: 'POST', ...as(coach.cookie) });
    await t.request(`/api/admin/reviews/${reviewId}/feedback`, { method: 'PUT', ...as(coach.cookie), json: { feedback } });
    expect((await uploadPdf(t, coach.cookie, 'Quillby annotated.pdf', `/api/admin/reviews/${reviewId}/annotated-file`)).status).toBe(201);
    await t.request(`/api/reviews/${reviewId}/annotated-file`, as(coach.cookie));
    expect((await t.request(`/api/admin/reviews/${reviewId}/complete`, { method: 'POST', ...as(coach.cookie), json: { feedback } })).status).toBe(200);
    const [application] = await t.services.db
      .insert(applications)
      .values({ userId: member.id, firm: 'Clifford Chance', firmSlug: 'clifford-chance', opportunity: 'training-contract', closesOn: '2027-01-10' })
      .returning();
    const [answer] = await t.services.db
      .insert(applicationAnswers)
      .values({ applicationId: application!.id, userId: member.id, question: 'Why this firm?', text: 'I am Perpetua Quillby and ...' })
      .returning();
    await t.services.db.insert(reviewAnswers).values({ reviewId, answerId: answer!.id, question: answer!.question, text: answer!.text });
    // A timed practice attempt, its answer, and a coach's comment on it under review.
    const [practiceItem] = await t.services.db
      .insert(practiceItems)
      .values({
        kind: 'critical-thinking',
        section: 'deduction',
        format: 'choice',
        passage: 'All trainees rotate seats.',
        prompt: 'A trainee rotates seats.',
        options: [
          { id: 'follows', text: 'Conclusion follows', rationale: 'It is stated.' },
          { id: 'not', text: 'Conclusion does not follow', rationale: 'It is stated.' },
        ],
        key: { format: 'choice', choice: 'follows' },
      })
      .returning();
    const [practiceForm] = await t.services.db.insert(practiceForms).values({ kind: 'critical-thinking', title: 'Drill', minutes: 10 }).returning();
    const [timed] = await t.services.db.insert(timedAttempts).values({ userId: member.id, purpose: 'practice-test', limitSeconds: 600 }).returning();
    await t.services.db.insert(practiceAttempts).values({ attemptId: timed!.id, userId: member.id, formId: practiceForm!.id, itemIds: [practiceItem!.id] });
    await t.services.db.insert(practiceAnswers).values({ attemptId: timed!.id, userId: member.id, itemId: practiceItem!.id, answer: 'follows' });
    await t.services.db.insert(reviewPracticeAttempts).values({ reviewId, attemptId: timed!.id });
    await t.services.db
      .insert(practiceItemComments)
      .values({ reviewId, attemptId: timed!.id, itemId: practiceItem!.id, coachId: coach.id, text: 'Perpetua, read the premise again.' });
    // A recorded take of a video-interview answer, under review with a coach's comment on it.
    const [interviewSet] = await t.services.db.insert(interviewSets).values({ title: 'Generic' }).returning();
    const [question] = await t.services.db
      .insert(interviewQuestions)
      .values({ setId: interviewSet!.id, position: 0, text: 'Why law?', prepareSeconds: 30, answerSeconds: 60 })
      .returning();
    const [interviewTimed] = await t.services.db.insert(timedAttempts).values({ userId: member.id, purpose: 'video-interview', limitSeconds: 90 }).returning();
    await t.services.db.insert(interviewAttempts).values({ attemptId: interviewTimed!.id, userId: member.id, setId: interviewSet!.id });
    // Recorded for real, over tus, so erasure must find its file (and what tus keeps beside it) in storage;
    // a WebM's first bytes, as the server checks a take's start.
    const takeBytes = liveWebm();
    const created = await t.request('/api/recordings', {
      method: 'POST',
      headers: {
        cookie: member.cookie,
        'tus-resumable': '1.0.0',
        'upload-length': String(takeBytes.length),
        'upload-metadata': takeMetadata({ attemptId: interviewTimed!.id, questionId: question!.id }),
      },
    });
    expect(created.status).toBe(201);
    const sent = await t.request(created.headers.get('location')!, {
      method: 'PATCH',
      headers: { cookie: member.cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: takeBytes,
    });
    expect(sent.status).toBe(204);
    const [take] = await t.services.db.select().from(recordings).where(eq(recordings.userId, member.id));
    expect(take?.status).toBe('ready');
    await t.services.db.insert(reviewRecordings).values({ reviewId, recordingId: take!.id });
    await t.services.db.insert(recordingComments).values({ reviewId, recordingId: take!.id, coachId: coach.id, atSeconds: 42, text: 'Perpetua, slow down here.' });
    await t.request('/api/enquiries', { method: 'POST', json: { name: 'Perpetua Quillby', email: 'Perpetua.Quillby@example.com', message: 'Hello' } });
    const [promotion] = await t.services.db.insert(promotions).values({ code: 'SPRING20', percentOff: 20, duration: 'once' }).returning();
    await t.services.db.insert(promotionRedemptions).values({ promotionId: promotion!.id, userId: member.id, providerSubscriptionId: `sub_${member.id}` });
    await t.services.db.insert(cancellationFeedback).values({ userId: member.id, planId: 'monthly', reason: 'other', comment: 'Perpetua is off travelling', outcome: 'paused' });
    expect((await t.request('/api/me/export', { method: 'POST', ...as(member.cookie) })).status).toBe(202);
    await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: `${testPassword}-wrong` } });
    await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: member.email } });

    const tables = await listTables(t);
    const withoutMember: string[] = [];
    for (const table of tables.filter(({ schema }) => schema !== jobQueueSchema)) {
      const rows = await dumpRows(t, table);
      if (!rows.some((row) => named(row).length > 0)) withoutMember.push(`${table.schema}.${table.name}`);
    }
    // A table added later fails here until the factories above give it the member's data, or it is listed as impersonal.
    expect(withoutMember.sort()).toEqual([...impersonalTables].sort());
    expect((await walkStorage(path.join(t.dataDir, 'files'))).some((entry) => entry.includes(member.id))).toBe(true);
    expect(await walkStorage(path.join(t.dataDir, 'files'))).toContain(take!.storageKey);

    const send = vi.spyOn(t.services.mailer, 'queue');
    const res = await t.request('/api/me', { method: 'DELETE', ...as(member.cookie) });
    expect(res.status).toBe(200);

    for (const table of tables) {
      const rows = await dumpRows(t, table);
      const found = rows.flatMap(named);
      expect(found, `${table.schema}.${table.name} still names the member`).toEqual([]);
    }
    const leftInStorage = (await walkStorage(path.join(t.dataDir, 'files'))).filter((entry) => named(entry.toLowerCase()).length > 0);
    expect(leftInStorage).toEqual([]);

    // The audit trail keeps what the coach did, without the person it was done to.
    const audit = await (await t.request('/api/admin/audit', as(coach.cookie))).json();
    const actions = audit.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['review.claim', 'review.complete', 'upload.download', 'review.annotated_file.attach']));

    // The goodbye is queued, and marked to leave no record.
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: member.email, subject: 'Your account has been deactivated', leavesNoRecord: true }),
      expect.anything(),
    );
    send.mockRestore();
  });

  it('keeps a deleted coach’s actions in the audit log, without the coach', async () => {
    const coach = await signedInMember(t, { role: 'admin', firstName: 'Cordelia', lastName: 'Auditwright' });
    const member = await signedInMember(t);
    await buyDemoPlan(t, member.cookie);
    const { id: uploadId } = await (await uploadPdf(t, member.cookie)).json();
    // A coach opens a member's file through the review the member asked for.
    const review = await t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie: member.cookie },
      json: { uploadIds: [uploadId], targetFirm: 'Clifford Chance', applicationType: 'vacation-scheme' },
    });
    expect(review.status).toBe(201);
    expect((await t.request(`/api/uploads/${uploadId}/file`, { headers: { cookie: coach.cookie } })).status).toBe(200);

    expect((await t.request('/api/me', { method: 'DELETE', headers: { cookie: coach.cookie } })).status).toBe(200);

    const needles = [coach.id, coach.email, coach.firstName, coach.lastName].map((needle) => needle.toLowerCase());
    for (const table of await listTables(t)) {
      const found = (await dumpRows(t, table)).flatMap((row) => needles.filter((needle) => row.includes(needle)));
      expect(found, `${table.schema}.${table.name} still names the coach`).toEqual([]);
    }
    const other = await signedInMember(t, { role: 'admin' });
    const { entries } = await (await t.request('/api/admin/audit', { headers: { cookie: other.cookie } })).json();
    const download = entries.find((entry: { targetId: string }) => entry.targetId === uploadId);
    expect(download).toMatchObject({ action: 'upload.download', actorId: null, actorEmail: 'erased account' });
  });

  it('deletes stored emails naming the member’s address, not those naming a longer one that contains it', async () => {
    const member = await signedInMember(t, { email: 'ann@example.com' });
    const note = (to: string, text: string) => t.services.mailer.queue({ to, subject: 'Note', text });
    await note('coaches@example.com', 'Please call ann@example.com.');
    await note('coaches@example.com', 'Please call ANN@example.com about her review');
    await note('coaches@example.com', 'Please call joann@example.com or ann@example.community');
    expect((await t.request('/api/me', { method: 'DELETE', headers: { cookie: member.cookie } })).status).toBe(200);
    const { messages } = await (await t.request('/api/dev/mailbox')).json();
    const notes = messages.filter((m: { subject: string }) => m.subject === 'Note').map((m: { text: string }) => m.text);
    expect(notes).toEqual(['Please call joann@example.com or ann@example.community']);
  });
});
