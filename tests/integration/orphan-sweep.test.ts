import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberFilesPrefix } from '@server/features/account/member-files';
import { sweepOrphanMemberFiles } from '@server/features/uploads/sweep-orphan-files';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

describe.each(['local', 's3'] as const)('orphan member files (%s storage)', (storage) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage });
  });
  afterAll(() => t.close());

  it('removes files no row references once past the grace period, and keeps every referenced file', async () => {
    const member = await signedInMember(t);
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await t.request('/api/uploads', { method: 'POST', body: form, headers: { cookie: member.cookie } });
    expect(uploaded.status).toBe(201);
    const orphan = `${memberFilesPrefix(member.id)}/uploads/left-by-a-crash`;
    await t.services.storage.put(orphan, Readable.from([Buffer.from('%PDF-1.7 partial')]));

    expect(await sweepOrphanMemberFiles(t.services, { graceSeconds: 600 })).toBe(0);
    expect(await t.services.storage.exists(orphan)).toBe(true);

    expect(await sweepOrphanMemberFiles(t.services, { graceSeconds: 0, now: new Date(Date.now() + 1000) })).toBe(1);
    expect(await t.services.storage.exists(orphan)).toBe(false);
    const listed = await (await t.request('/api/uploads', { headers: { cookie: member.cookie } })).json();
    const [{ id }] = Array.isArray(listed) ? listed : listed.uploads;
    const kept = await t.request(`/api/uploads/${id}/file`, { headers: { cookie: member.cookie } });
    expect(kept.status).toBe(200);
    expect(new TextDecoder().decode((await kept.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});
