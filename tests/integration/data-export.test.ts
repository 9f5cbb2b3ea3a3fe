import { execFileSync } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataExports, emailOutbox } from '@server/db/schema';
import { exportDocumentSchema } from '@server/features/data-export/export-document.schema';
import { expireDataExports, prepareDataExport } from '@server/features/data-export/data-exports';
import { sweepOrphanMemberFiles } from '@server/features/uploads/sweep-orphan-files';
import { createTestApp, type TestApp } from '../support/test-app';
import { giveMemberDataEverywhere, signedInMember, uploadPdf } from '../support/factories';
import { liveWebm } from '../support/live-webm';

const readySubject = 'Your Clearpath data is ready to download';

describe('members download their own data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COACH_EMAIL: 'coaches@example.com' });
  });
  afterAll(() => t.close());

  const as = (cookie: string) => ({ headers: { cookie } });
  const requestExport = (cookie: string) => t.request('/api/me/export', { method: 'POST', ...as(cookie) });

  /** Waits for the job to mark the export ready, and returns the link emailed to the member. */
  async function emailedLink(email: string) {
    let link = '';
    await vi.waitFor(
      async () => {
        const [sent] = await t.services.db.select().from(emailOutbox).where(sql`${emailOutbox.to} = ${email} and ${emailOutbox.subject} = ${readySubject}`);
        expect(sent).toBeDefined();
        link = sent!.text!.match(/https?:\/\/\S+\/api\/me\/export\/\S+/)![0];
      },
      { timeout: 15_000, interval: 100 },
    );
    return new URL(link).pathname;
  }

  it('prepares a ZIP of everything held about the member, emails a link, and serves it only to them', async () => {
    const member = await signedInMember(t, { firstName: 'Perpetua', lastName: 'Quillby' });
    const { coach, uploadIds, reviewId, applicationId, practiceAttemptId } = await giveMemberDataEverywhere(t, member);

    const requested = await requestExport(member.cookie);
    expect(requested.status).toBe(202);
    const { id, status } = await requested.json();
    expect(status).toBe('preparing');
    // While it is preparing, asking again answers the same export.
    const again = await requestExport(member.cookie);
    expect(again.status).toBe(202);
    expect((await again.json()).id).toBe(id);

    const link = await emailedLink(member.email);
    const [row] = await t.services.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'ready', storageKey: `members/${member.id}/exports/${id}.zip` });
    expect(row!.expiresAt!.getTime() - row!.readyAt!.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const latest = await (await t.request('/api/me/export', as(member.cookie))).json();
    expect(latest.export).toMatchObject({ id, status: 'ready' });
    expect(new URL(latest.export.downloadUrl).pathname).toBe(link);

    // Not signed in, or signed in as someone else: nothing. A browser opening the link signed
    // out is sent to log in and back; an API client keeps its JSON refusal.
    expect((await t.request(link)).status).toBe(401);
    const browsers: Record<string, string>[] = [{ 'sec-fetch-mode': 'navigate', accept: 'text/html' }, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }];
    for (const headers of browsers) {
      const opened = await t.request(link, { headers });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent(link)}&for=data-export`);
    }
    expect((await t.request(link, { headers: { 'sec-fetch-mode': 'cors', accept: 'text/html' } })).status).toBe(401);
    expect((await t.request(link, { headers: { accept: 'application/json' } })).status).toBe(401);
    const stranger = await signedInMember(t);
    const refused = await t.request(link, as(stranger.cookie));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/another account/);
    expect((await t.request(link, as(coach.cookie))).status).toBe(403);

    const download = await t.request(link, as(member.cookie));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="clearpath-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));

    const document = exportDocumentSchema.parse(JSON.parse(new TextDecoder().decode(zip['data.json'])));
    expect(document.account).toMatchObject({ id: member.id, email: member.email });
    expect(document.profile).toMatchObject({ firstName: 'Perpetua', lastName: 'Quillby' });
    expect(JSON.stringify(document)).not.toMatch(/password|calendarToken|"token"/i);
    expect(document.signInMethods.map((method) => method.provider)).toEqual(['credential']);
    expect(document.sessions.length).toBeGreaterThan(0);
    expect(document.settings).toMatchObject({ emailNotifications: false, theme: 'dark' });
    expect(document.billing.customer).toMatchObject({ provider: 'stripe' });
    expect(document.billing.subscriptions).toEqual([expect.objectContaining({ planId: 'monthly', status: 'active' })]);
    expect(document.billing.invoices.length).toBeGreaterThan(0);
    expect(document.billing.checkoutSessions).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(document.billing.cancellationFeedback).toEqual([expect.objectContaining({ reason: 'taking_a_break', comment: 'Exams' })]);
    expect(document.billing.promotionRedemptions).toEqual([expect.objectContaining({ code: expect.stringMatching(/^SPRING/) })]);
    expect(document.libraryProgress).toEqual([expect.objectContaining({ completedAt: expect.any(String) })]);
    expect(document.uploads.map((upload) => upload.id).sort()).toEqual([...uploadIds].sort());
    const [review] = document.reviewRequests;
    expect(review).toMatchObject({ id: reviewId, status: 'completed', uploadIds: [uploadIds[0]] });
    expect(review!.feedback?.overall).toEqual({ comment: 'A strong application.', score: 4 });
    expect(review!.answers).toEqual([{ question: 'Why this firm?', text: 'Because of its finance practice.' }]);
    expect(review!.annotatedFile).toMatchObject({ name: 'CV annotated.pdf', type: 'application/pdf' });
    expect(document.applications).toEqual([
      expect.objectContaining({ id: applicationId, firm: 'Clifford Chance', answers: [expect.objectContaining({ question: 'Why this firm?' })] }),
    ]);
    expect(document.deadlineReminders).toEqual([expect.objectContaining({ applicationId, daysBefore: 7 })]);
    expect(document.enquiries).toEqual([expect.objectContaining({ message: 'Hello' })]);
    expect(document.practiceAttempts).toEqual([
      expect.objectContaining({
        id: practiceAttemptId,
        formTitle: 'Critical thinking: diagnostic',
        status: 'submitted',
        score: 1,
        maxScore: 10,
        sections: expect.arrayContaining([{ name: 'Inference', score: 1, maxScore: 2 }]),
        answers: [expect.objectContaining({ answer: 'true', credit: 1 })],
      }),
    ]);
    expect(document.emails.map((email) => email.subject)).toContain('Your application review is ready');
    expect(document.coachActions.map((entry) => entry.action)).toEqual(expect.arrayContaining(['review.claim', 'review.complete']));
    expect(document.dataExports).toEqual([expect.objectContaining({ id, status: 'preparing' })]);
    // Every kind of data named, none left empty.
    for (const [key, value] of Object.entries({ ...document, ...document.billing })) {
      if (Array.isArray(value)) expect(value.length, key).toBeGreaterThan(0);
      else expect(value, key).not.toBeNull();
    }

    expect(document.recordings).toEqual([
      expect.objectContaining({
        question: 'Why do you want to train with us?',
        take: 1,
        status: 'ready',
        size: liveWebm().length,
        file: expect.objectContaining({ type: 'video/webm;codecs="vp9,opus"' }),
      }),
    ]);
    const [take] = document.recordings;
    expect(zip[take!.file!.path]).toEqual(liveWebm());
    expect(take!.file!.path).toMatch(/^files\/recordings\/[0-9a-f-]+-take-1\.webm$/);

    // The files, byte for byte as stored.
    for (const upload of document.uploads) {
      const original = new Uint8Array(await (await t.request(`/api/uploads/${upload.id}/file`, as(member.cookie))).arrayBuffer());
      expect(zip[upload.path], upload.path).toEqual(original);
    }
    const annotated = await t.request(`/api/reviews/${reviewId}/annotated-file`, as(member.cookie));
    expect(zip[review!.annotatedFile!.path]).toEqual(new Uint8Array(await annotated.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(['data.json', ...document.uploads.map((upload) => upload.path), take!.file!.path, review!.annotatedFile!.path].sort());

    // The link is a credential: no log line carries it.
    const token = link.split('/').pop()!;
    expect(t.logLines.join('\n')).not.toContain(token);

    // The hourly orphan sweep keeps a file its export row names.
    expect(await sweepOrphanMemberFiles(t.services, { graceSeconds: 0, now: new Date(Date.now() + 60_000) })).toBe(0);
    expect(await t.services.storage.exists(row!.storageKey!)).toBe(true);
  });

  it('refuses an expired link with 410 and deletes the file, and a tampered link with 404', async () => {
    const member = await signedInMember(t);
    const { id } = await (await requestExport(member.cookie)).json();
    const link = await emailedLink(member.email);
    expect((await t.request(link.slice(0, -2) + 'xx', as(member.cookie))).status).toBe(404);

    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const [{ storageKey }] = (await t.services.db.select({ storageKey: dataExports.storageKey }).from(dataExports).where(eq(dataExports.id, id))) as [
      { storageKey: string },
    ];
    expect(await expireDataExports(t.services, new Date())).toBe(0);
    await t.services.db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, id));
    const expired = await t.request(link, as(member.cookie));
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toMatchObject({ code: 'expired', message: expect.stringMatching(/expired/) });
    const latest = await (await t.request('/api/me/export', as(member.cookie))).json();
    expect(latest.export).toMatchObject({ id, status: 'expired', downloadUrl: null });

    // Every export of this suite is past its expiry by then.
    expect(await expireDataExports(t.services, later)).toBeGreaterThanOrEqual(1);
    expect(await t.services.storage.exists(storageKey)).toBe(false);
    const [row] = await t.services.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'ready', storageKey: null });
    expect((await t.request(link, as(member.cookie))).status).toBe(410);
  });

  it('allows three exports a day, then answers 429 with when to try again', async () => {
    const member = await signedInMember(t);
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await requestExport(member.cookie);
      expect(res.status).toBe(202);
      // Finish it at once, so the next request is a new export rather than this one again.
      await prepareDataExport(t.services, { exportId: (await res.json()).id });
    }
    const refused = await requestExport(member.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    expect((await refused.json()).error.message).toMatch(/3 times a day\. Please try again in 24 hours/);
    expect(await t.services.db.select().from(dataExports).where(eq(dataExports.userId, member.id))).toHaveLength(3);
  });

  it('holds only what the member sent: not an enquiry someone else sent with their address, nor the coaches’ notes', async () => {
    const member = await signedInMember(t);
    const coach = await signedInMember(t, { role: 'admin' });
    const enquire = (json: object, cookie?: string) =>
      t.request('/api/enquiries', { method: 'POST', ...(cookie ? as(cookie) : {}), json: { email: member.email, ...json } });
    const { id: strangers } = await (await enquire({ name: 'Mallory Third', phone: '07700 900123', message: 'Third party message' })).json();
    const otherMember = await signedInMember(t);
    await enquire({ name: 'Olive Other', message: 'Sent by another member' }, otherMember.cookie);
    const { id: own } = await (await enquire({ name: 'Me Myself', message: 'My own question' }, member.cookie)).json();
    for (const [id, internalNote] of [[strangers, 'Remark on a stranger'], [own, 'Coach-only remark']]) {
      expect((await t.request(`/api/admin/enquiries/${id}`, { method: 'PATCH', ...as(coach.cookie), json: { internalNote } })).status).toBe(200);
    }
    await uploadPdf(t, member.cookie, 'CV – Zoë (final, v2).pdf');

    await requestExport(member.cookie);
    const download = await t.request(await emailedLink(member.email), as(member.cookie));
    const archive = Buffer.from(await download.arrayBuffer());
    const zip = unzipSync(new Uint8Array(archive));
    const document = exportDocumentSchema.parse(JSON.parse(new TextDecoder().decode(zip['data.json'])));
    expect(document.enquiries).toEqual([expect.objectContaining({ name: 'Me Myself', message: 'My own question' })]);
    const text = JSON.stringify(document);
    for (const other of ['Mallory', '07700 900123', 'Third party message', 'Remark on a stranger', 'Olive', 'Sent by another member', 'Coach-only remark']) {
      expect(text).not.toContain(other);
    }

    // The upload's name reads the same in Info-ZIP's unzip as it was given.
    const file = path.join(t.dataDir, `${member.id}-export.zip`);
    await writeFile(file, archive);
    const listing = execFileSync('unzip', ['-l', file], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
    expect(listing).toContain('CV – Zoë (final, v2).pdf');
  });

  it('asks a visitor to sign in, and erasing the account deletes its exports', async () => {
    expect((await t.request('/api/me/export', { method: 'POST' })).status).toBe(401);
    const member = await signedInMember(t);
    await requestExport(member.cookie);
    await emailedLink(member.email);
    const stored = async () =>
      (await readdir(path.join(t.dataDir, 'files', 'members'), { recursive: true }).catch(() => [] as string[])).filter((entry) =>
        entry.startsWith(member.id),
      );
    expect((await stored()).some((entry) => entry.endsWith('.zip'))).toBe(true);
    expect((await t.request('/api/me', { method: 'DELETE', ...as(member.cookie) })).status).toBe(200);
    expect(await stored()).toEqual([]);
  });
});

describe('data exports with files in an S3 bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage: 's3' });
  });
  afterAll(() => t.close());

  it('streams the ZIP into the bucket and back out, the member’s file included', async () => {
    const member = await signedInMember(t);
    const { id: uploadId } = await (await uploadPdf(t, member.cookie, 'Bucket CV.pdf')).json();
    const { id } = await (await t.request('/api/me/export', { method: 'POST', headers: { cookie: member.cookie } })).json();
    // The in-process worker prepares it.
    let latest = { id: '', status: '', downloadUrl: '' };
    await vi.waitFor(
      async () => {
        latest = (await (await t.request('/api/me/export', { headers: { cookie: member.cookie } })).json()).export;
        expect(latest).toMatchObject({ id, status: 'ready' });
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(await t.services.storage.exists(`members/${member.id}/exports/${id}.zip`)).toBe(true);

    const download = await t.request(new URL(latest.downloadUrl).pathname, { headers: { cookie: member.cookie } });
    expect(download.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const document = exportDocumentSchema.parse(JSON.parse(new TextDecoder().decode(zip['data.json'])));
    const [upload] = document.uploads;
    expect(upload).toMatchObject({ id: uploadId, name: 'Bucket CV.pdf' });
    const original = await t.request(`/api/uploads/${uploadId}/file`, { headers: { cookie: member.cookie } });
    expect(zip[upload!.path]).toEqual(new Uint8Array(await original.arrayBuffer()));
    // Nothing of the export on local disk.
    expect(await readdir(path.join(t.dataDir, 'files')).catch(() => [])).toEqual([]);
  });
});
