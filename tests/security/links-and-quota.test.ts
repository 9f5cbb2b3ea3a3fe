import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@server/db/schema';
import { memberFilesPrefix } from '@server/features/account/member-files';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { memberStorageQuotaBytes } from '@server/features/uploads/upload.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { pdfFile, signedInMember, uploadPdf } from '../support/factories';

/**
 * Re-encodings of a signature that decode to the same bytes, or differ only in ways a
 * lenient decoder ignores: each must be refused.
 */
function signatureVariants(signature: string) {
  const variants = new Set<string>([
    `${signature}=`,
    `${signature}==`,
    `${signature} `,
    ` ${signature}`,
    `${signature}%20`,
    `${signature}.`,
    `${signature}A`,
    signature.slice(0, -1),
    signature.replace(/-/g, '+').replace(/_/g, '/'),
    Buffer.from(signature, 'base64url').toString('base64'),
    signature.toUpperCase(),
    signature.toLowerCase(),
  ]);
  // The last character carries two unused bits: its siblings decode to the same 32 bytes.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(signature.at(-1)!);
  for (let bits = 1; bits < 4; bits++) variants.add(signature.slice(0, -1) + alphabet[(last & ~3) | ((last + bits) & 3)]);
  // Every letter's case flipped, one position at a time.
  for (let i = 0; i < signature.length; i++) {
    const ch = signature[i]!;
    const flipped = ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase();
    if (flipped !== ch) variants.add(signature.slice(0, i) + flipped + signature.slice(i + 1));
  }
  variants.delete(signature);
  return [...variants];
}

describe('signed document links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('open only in the exact form they were issued', async () => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    const [item] = (await (await t.request('/api/library/training-contract-journey')).json()).items;
    const { url } = await (await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', headers: { cookie: member.cookie } })).json();
    const [prefix, token] = [url.slice(0, url.lastIndexOf('/') + 1), url.slice(url.lastIndexOf('/') + 1)];
    const [body, signature] = token.split('.');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.request(url, { headers: { cookie: member.cookie } })).status).toBe(200);

    const variants = signatureVariants(signature);
    expect(variants.length).toBeGreaterThan(40);
    for (const variant of variants) {
      const res = await t.request(`${prefix}${body}.${encodeURIComponent(variant)}`, { headers: { cookie: member.cookie } });
      expect([403, 404], `signature variant ${JSON.stringify(variant)}`).toContain(res.status);
    }
  });
});

describe('member storage quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Records files the member already has, so the quota can be reached without uploading 100 MiB. */
  const alreadyUploaded = (userId: string, bytes: number) =>
    t.services.db.insert(uploads).values({
      userId,
      name: 'earlier.pdf',
      size: bytes,
      type: 'application/pdf',
      storageKey: `${memberFilesPrefix(userId)}/uploads/${randomUUID()}`,
    });
  const stored = async (userId: string) => ({
    rows: (await t.services.db.select().from(uploads).where(eq(uploads.userId, userId))).length,
    files: (await t.services.storage.list(memberFilesPrefix(userId))).length,
  });
  const expectQuotaRefusal = async (res: Response) => {
    expect(res.status).toBe(413);
    const { error } = await res.json();
    expect(error.code).toBe('too_large');
    expect(error.message).toContain(`${memberStorageQuotaBytes / 1024 / 1024}MB of storage`);
  };

  it('cuts an upload off at the room left, stores nothing of it, and takes a file that fits', async () => {
    const member = await signedInMember(t);
    const small = (await pdfFile('fits')).byteLength;
    await alreadyUploaded(member.id, memberStorageQuotaBytes - small * 2);
    const before = await stored(member.id);

    const big = new FormData();
    big.append('file', new Blob([await pdfFile('x'.repeat(20)), Buffer.alloc(small * 3)], { type: 'application/pdf' }), 'big.pdf');
    await expectQuotaRefusal(await t.request('/api/uploads', { method: 'POST', body: big, headers: { cookie: member.cookie } }));
    expect(await stored(member.id)).toEqual(before);

    expect((await uploadPdf(t, member.cookie, 'fits')).status).toBe(201);
  });

  it('refuses at once when the quota is used up', async () => {
    const member = await signedInMember(t);
    await alreadyUploaded(member.id, memberStorageQuotaBytes);
    await expectQuotaRefusal(await uploadPdf(t, member.cookie));
  });

  it('lets only as many parallel uploads through as fit together', async () => {
    const member = await signedInMember(t);
    const one = (await pdfFile('parallel')).byteLength;
    await alreadyUploaded(member.id, memberStorageQuotaBytes - one - Math.floor(one / 2));
    const results = await Promise.all([1, 2, 3].map(() => uploadPdf(t, member.cookie, 'parallel')));
    expect(results.map((res) => res.status).sort()).toEqual([201, 413, 413]);
    expect((await stored(member.id)).files).toBe(1);
  });

  it('frees room when a file is deleted', async () => {
    const member = await signedInMember(t);
    const { id } = await (await uploadPdf(t, member.cookie, 'first')).json();
    const [first] = await t.services.db.select().from(uploads).where(eq(uploads.id, id));
    await alreadyUploaded(member.id, memberStorageQuotaBytes - first!.size);
    await expectQuotaRefusal(await uploadPdf(t, member.cookie, 'first'));
    expect((await t.request(`/api/uploads/${id}`, { method: 'DELETE', headers: { cookie: member.cookie } })).status).toBeLessThan(300);
    expect((await uploadPdf(t, member.cookie, 'first')).status).toBe(201);
  });
});
