import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberFilesPrefix } from '@server/features/account/member-files';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { createS3Client } from '@server/platform/storage/s3-storage';
import { signedInMember } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/** Every file the portal keeps goes to the bucket when S3_BUCKET is set: nothing lands on local disk. */
describe('files in an S3 bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage: 's3' });
  });
  afterAll(() => t.close());

  /** What the bucket holds under a prefix, read with a client of our own rather than the portal's. */
  const bucketKeys = async (prefix: string) => {
    const listed = await createS3Client(t.s3!.location).send(
      new ListObjectsV2Command({ Bucket: t.s3!.bucket, Prefix: `${prefix}/` }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!);
  };
  const localFiles = async () => {
    try {
      return await readdir(path.join(t.dataDir, 'files'), { recursive: true });
    } catch {
      return [];
    }
  };
  const pdfWith = async (text: string) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText(text, { x: 50, y: 700, size: 14, font });
    return new Uint8Array(await doc.save());
  };
  const send = (url: string, cookie: string, bytes: Uint8Array, name: string, method = 'POST') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    return t.request(url, { method, body: form, headers: { cookie } });
  };
  const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

  it('keeps the seeded library documents in the bucket and serves them through signed links', async () => {
    expect((await bucketKeys('library')).length).toBeGreaterThan(50);
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    const { collection, items } = await (await t.request('/api/library/firm-profiles')).json();
    expect(collection.slug).toBe('firm-profiles');
    const { url } = await (
      await t.request(`/api/library/items/${items[0].id}/link`, { method: 'POST', headers: { cookie: member.cookie } })
    ).json();
    const served = await t.request(url, { headers: { cookie: member.cookie } });
    expect(served.status).toBe(200);
    expect((await PDFDocument.load(await bytesOf(served))).getPageCount()).toBeGreaterThan(0);
  });

  it('stores an upload in the bucket, serves it byte for byte, and a coach’s annotated file and library edit too', async () => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    const cv = await pdfWith('My CV');
    const uploaded = await send('/api/uploads', member.cookie, cv, 'cv.pdf');
    expect(uploaded.status).toBe(201);
    const { id: uploadId } = await uploaded.json();
    expect(await bucketKeys(memberFilesPrefix(member.id))).toHaveLength(1);
    expect(await bytesOf(await t.request(`/api/uploads/${uploadId}/file`, { headers: { cookie: member.cookie } }))).toEqual(cv);

    const review = await t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie: member.cookie },
      json: { uploadIds: [uploadId], targetFirm: 'Linklaters', applicationType: 'training-contract' },
    });
    expect(review.status).toBe(201);
    const { id: reviewId } = await review.json();
    const coach = await signedInMember(t, { role: 'admin' });
    expect((await t.request(`/api/admin/reviews/${reviewId}/claim`, { method: 'POST', headers: { cookie: coach.cookie } })).status).toBe(200);
    const annotated = await pdfWith('Annotated by the coach');
    expect((await send(`/api/admin/reviews/${reviewId}/annotated-file`, coach.cookie, annotated, 'cv-annotated.pdf')).status).toBe(201);
    expect(await bucketKeys(memberFilesPrefix(member.id))).toHaveLength(2);

    const [item] = (await (await t.request('/api/library/ma-fundamentals')).json()).items;
    const replacement = await pdfWith('REPLACED-ON-S3');
    expect((await send(`/api/admin/library/items/${item.id}/document`, coach.cookie, replacement, 'new.pdf', 'PUT')).status).toBe(200);
    const { url } = await (
      await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', headers: { cookie: member.cookie } })
    ).json();
    const served = await PDFDocument.load(await bytesOf(await t.request(url, { headers: { cookie: member.cookie } })));
    expect(served.getPageCount()).toBe(1);

    expect(await localFiles()).toEqual([]);
  });

  it('empties the member’s part of the bucket when the account is deleted', async () => {
    const member = await signedInMember(t);
    expect((await send('/api/uploads', member.cookie, await pdfWith('CV'), 'cv.pdf')).status).toBe(201);
    expect((await send('/api/uploads', member.cookie, await pdfWith('Cover letter'), 'letter.pdf')).status).toBe(201);
    expect(await bucketKeys(memberFilesPrefix(member.id))).toHaveLength(2);

    expect((await t.request('/api/me', { method: 'DELETE', headers: { cookie: member.cookie } })).status).toBe(200);
    expect(await bucketKeys(memberFilesPrefix(member.id))).toEqual([]);
  });
});
