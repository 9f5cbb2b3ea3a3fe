import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { everyPageDraws } from '../support/pdf-content';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryItems, subscriptions } from '@server/db/schema';
import { seedLibrary } from '@server/features/library/seed-library';
import { watermarkDay, watermarkPdf } from '@server/features/library/watermark';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

// Counts watermarking passes, to tell a cached copy from a fresh one.
vi.mock('@server/features/library/watermark', async (importOriginal) => {
  const actual = await importOriginal<{ watermarkPdf: typeof watermarkPdf }>();
  return { ...actual, watermarkPdf: vi.fn(actual.watermarkPdf) };
});

describe('premium library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Ends the member's subscription at the provider, as a cancellation webhook would. */
  const endSubscription = async (userId: string) => {
    const [row] = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    await t.services.payments.cancelImmediately(row!.providerSubscriptionId);
  };
  beforeEach(() => {
    vi.mocked(watermarkPdf).mockClear();
  });

  const subscriber = async () => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    return member;
  };
  const firstItem = async (slug = 'firm-profiles') => (await (await t.request(`/api/library/${slug}`)).json()).items[0];
  const linkFor = async (member: { cookie: string }, itemId: string): Promise<string> =>
    (await (await t.request(`/api/library/items/${itemId}/link`, { method: 'POST', headers: { cookie: member.cookie } })).json()).url;
  const open = (url: string, member: { cookie: string }) => t.request(url, { headers: { cookie: member.cookie } });
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('lists the eight collections with their item counts', async () => {
    const { collections } = await (await t.request('/api/library')).json();
    expect(collections.map((c: { slug: string; itemCount: number }) => [c.slug, c.itemCount])).toEqual([
      ['firm-profiles', 16],
      ['training-contract-journey', 6],
      ['tailoring-work-experience', 1],
      ['firm-specific-applications', 10],
      ['law-firm-interviews', 7],
      ['ma-fundamentals', 7],
      ['private-equity-fundamentals', 7],
      ['law-firm-practice-areas', 8],
    ]);
    expect(collections[0]).toMatchObject({ title: 'Firm Profiles', path: '/firm-profiles', premium: true });
  });

  it('shows a collection as a teaser, with no document keys', async () => {
    const body = await (await t.request('/api/library/firm-profiles')).json();
    expect(body.collection.title).toBe('Firm Profiles');
    expect(body.items[1]).toEqual({
      id: expect.any(String),
      slug: 'clifford-chance',
      title: expect.stringContaining('Clifford Chance'),
      description: expect.any(String),
      pageCount: expect.any(Number),
    });
    expect(JSON.stringify(body)).not.toContain('library/');
    expect((await t.request('/api/library/nope')).status).toBe(404);
  });

  it('issues document links: 401 visitor, 403 member without a plan, 200 subscriber', async () => {
    const item = await firstItem();
    expect((await t.request(`/api/library/items/${item.id}/link`, { method: 'POST' })).status).toBe(401);
    const member = await signedInMember(t);
    expect((await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', headers: { cookie: member.cookie } })).status).toBe(403);
    const sub = await subscriber();
    const res = await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', headers: { cookie: sub.cookie } });
    expect(res.status).toBe(200);
    const { url, expiresAt } = await res.json();
    expect(url).toMatch(/^\/api\/library\/documents\/[\w-]+\.[\w-]+$/);
    const lifetime = new Date(expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
  });

  it('serves the PDF watermarked with the member’s email, privately, only to that member', async () => {
    const item = await firstItem();
    const sub = await subscriber();
    const { url } = await (await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', headers: { cookie: sub.cookie } })).json();
    const pdf = await t.request(url, { headers: { cookie: sub.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(item.pageCount);
    expect(everyPageDraws(doc, sub.email)).toBe(true);

    const other = await subscriber();
    expect((await t.request(url, { headers: { cookie: other.cookie } })).status).toBe(403);
    expect((await t.request(url)).status).toBe(401);
    expect((await t.request(url.replace(/\.[\w-]+$/, '.forged'), { headers: { cookie: sub.cookie } })).status).toBe(403);
  });

  it('refuses the link once it has expired or the subscription has ended', async () => {
    const item = await firstItem('ma-fundamentals');
    const sub = await subscriber();
    const { url } = await (await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', headers: { cookie: sub.cookie } })).json();
    const realNow = Date.now;
    Date.now = () => realNow() + 5 * 60_000 + 1000;
    try {
      expect((await t.request(url, { headers: { cookie: sub.cookie } })).status).toBe(403);
    } finally {
      Date.now = realNow;
    }
    await endSubscription(sub.id);
    expect((await t.request(url, { headers: { cookie: sub.cookie } })).status).toBe(403);
  });

  it('watermarks once for a member’s day, even for ten requests at once, then serves the same bytes', async () => {
    const item = await firstItem('tailoring-work-experience');
    const sub = await subscriber();
    const url = await linkFor(sub, item.id);
    const first = await Promise.all(Array.from({ length: 10 }, () => open(url, sub)));
    expect(first.map((res) => res.status)).toEqual(Array(10).fill(200));
    const copies = await Promise.all(first.map(bytesOf));
    const again = await bytesOf(await open(await linkFor(sub, item.id), sub));
    expect(copies.every((copy) => copy.equals(again))).toBe(true);
    expect(everyPageDraws(await PDFDocument.load(again), sub.email)).toBe(true);
    expect(watermarkPdf).toHaveBeenCalledTimes(1);

    const other = await subscriber();
    const theirs = await PDFDocument.load(await bytesOf(await open(await linkFor(other, item.id), other)));
    expect(watermarkPdf).toHaveBeenCalledTimes(2);
    expect(everyPageDraws(theirs, other.email)).toBe(true);
    expect(everyPageDraws(theirs, sub.email)).toBe(false);
  });

  it('serves a replaced document at once, not the copy cached from the old version', async () => {
    const coach = await signedInMember(t, { role: 'admin' });
    const item = await firstItem('private-equity-fundamentals');
    const sub = await subscriber();
    const url = await linkFor(sub, item.id);
    expect((await open(url, sub)).status).toBe(200);

    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('NEW-VERSION-MARKER', { x: 50, y: 700, size: 14, font });
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(await doc.save())], { type: 'application/pdf' }), 'new.pdf');
    const replaced = await t.request(`/api/admin/library/items/${item.id}/document`, { method: 'PUT', body: form, headers: { cookie: coach.cookie } });
    expect(replaced.status).toBe(200);

    const served = await PDFDocument.load(await bytesOf(await open(url, sub)));
    expect(served.getPageCount()).toBe(1);
    expect(everyPageDraws(served, 'NEW-VERSION-MARKER')).toBe(true);
    expect(everyPageDraws(served, sub.email)).toBe(true);
    expect(watermarkPdf).toHaveBeenCalledTimes(2);
  });

  it('checks the subscription and the item on every request, even with a copy cached', async () => {
    const item = await firstItem('law-firm-interviews');
    const sub = await subscriber();
    const url = await linkFor(sub, item.id);
    expect((await open(url, sub)).status).toBe(200);

    await t.services.db.update(libraryItems).set({ hidden: true }).where(eq(libraryItems.id, item.id));
    try {
      expect((await open(url, sub)).status).toBe(404);
    } finally {
      await t.services.db.update(libraryItems).set({ hidden: false }).where(eq(libraryItems.id, item.id));
    }
    await endSubscription(sub.id);
    const refused = await open(url, sub);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type') ?? '').not.toContain('application/pdf');
    expect(watermarkPdf).toHaveBeenCalledTimes(1);
  });

  it('forgets a member’s watermarked copies when they erase their account', async () => {
    const sub = await subscriber();
    const item = await firstItem();
    expect((await open(await linkFor(sub, item.id), sub)).status).toBe(200);
    const [row] = await t.services.db.select().from(libraryItems).where(eq(libraryItems.id, item.id));
    const key = { documentKey: row!.documentKey, userId: sub.id, email: sub.email, day: watermarkDay(new Date()) };
    const watermarkAgain = vi.fn(async () => new Uint8Array([1]));
    await t.services.watermarkedPdfs.get(key, watermarkAgain);
    expect(watermarkAgain).not.toHaveBeenCalled(); // the copy the link served is kept

    expect((await t.request('/api/me', { method: 'DELETE', headers: { cookie: sub.cookie } })).status).toBe(200);
    await t.services.watermarkedPdfs.get(key, watermarkAgain);
    expect(watermarkAgain).toHaveBeenCalledTimes(1);
  });

  it('keeps documents out of every public path', async () => {
    const [row] = await t.services.db.select().from(libraryItems).limit(1);
    for (const path of [`/${row!.documentKey}`, `/files/${row!.documentKey}`, `/api/files/${row!.documentKey}`, '/library/', `/api/library/documents/${row!.id}`]) {
      const res = await t.request(path);
      expect(res.headers.get('content-type') ?? '').not.toContain('application/pdf');
    }
  });

  it('records opening and completion, shown as collection progress', async () => {
    const sub = await subscriber();
    const items = (await (await t.request('/api/library/training-contract-journey')).json()).items;
    await t.request(`/api/library/items/${items[0].id}/link`, { method: 'POST', headers: { cookie: sub.cookie } });
    const done = await t.request(`/api/library/items/${items[0].id}/progress`, { method: 'PUT', headers: { cookie: sub.cookie }, json: { completed: true } });
    expect(done.status).toBe(200);
    const { collections } = await (await t.request('/api/library', { headers: { cookie: sub.cookie } })).json();
    expect(collections.find((c: { slug: string }) => c.slug === 'training-contract-journey').completedCount).toBe(1);
    const bad = await t.request(`/api/library/items/${items[0].id}/progress`, { method: 'PUT', headers: { cookie: sub.cookie }, json: { completed: 'yes' } });
    expect(bad.status).toBe(400);
  });

  it('seeding again changes nothing', async () => {
    const before = await t.services.db.select().from(libraryItems);
    await seedLibrary(t.services);
    const after = await t.services.db.select().from(libraryItems);
    expect(after.map((i) => i.documentKey).sort()).toEqual(before.map((i) => i.documentKey).sort());
  });
});
