import { describe, expect, it, vi } from 'vitest';
import { createInvalidations } from '../../platform/cache/invalidations';
import { createWatermarkedPdfCache, type WatermarkedPdfKey } from './watermarked-pdf-cache';

const key = (overrides: Partial<WatermarkedPdfKey> = {}): WatermarkedPdfKey => ({
  documentKey: 'library/a/b/v1.pdf',
  userId: 'member-1',
  email: 'ada@example.com',
  day: '01/03/2026',
  ...overrides,
});

describe('createWatermarkedPdfCache', () => {
  it('watermarks once for concurrent misses and serves the copy afterwards', async () => {
    const cache = createWatermarkedPdfCache(createInvalidations());
    const pdf = new Uint8Array([1, 2, 3]);
    const watermark = vi.fn(async () => pdf);
    const copies = await Promise.all(Array.from({ length: 10 }, () => cache.get(key(), watermark)));
    expect(copies.every((copy) => copy === pdf)).toBe(true);
    expect(await cache.get(key(), watermark)).toBe(pdf);
    expect(watermark).toHaveBeenCalledTimes(1);
  });

  it('keeps separate copies per document version, member, email and day', async () => {
    const cache = createWatermarkedPdfCache(createInvalidations());
    const watermark = vi.fn(async () => new Uint8Array([1]));
    for (const k of [key(), key({ documentKey: 'library/a/b/v2.pdf' }), key({ userId: 'member-2' }), key({ email: 'new@example.com' }), key({ day: '02/03/2026' })]) {
      await cache.get(k, watermark);
    }
    expect(watermark).toHaveBeenCalledTimes(5);
  });

  it('does not keep a failure', async () => {
    const cache = createWatermarkedPdfCache(createInvalidations());
    await expect(cache.get(key(), () => Promise.reject(new Error('storage down')))).rejects.toThrow('storage down');
    const watermark = vi.fn(async () => new Uint8Array([1]));
    await cache.get(key(), watermark);
    expect(watermark).toHaveBeenCalledTimes(1);
  });

  it('forgets a member’s copies, finished or in flight, and nobody else’s, when member:<id> is published', async () => {
    const invalidations = createInvalidations();
    const cache = createWatermarkedPdfCache(invalidations);
    const watermark = vi.fn(async () => new Uint8Array([1]));
    await cache.get(key(), watermark);
    await cache.get(key({ userId: 'member-10' }), watermark);
    let finish!: (pdf: Uint8Array) => void;
    const inFlight = cache.get(key({ documentKey: 'other.pdf' }), () => new Promise((resolve) => (finish = resolve)));

    invalidations.publish(['member:member-1']);
    finish(new Uint8Array([2]));
    await inFlight;
    await cache.get(key(), watermark);
    await cache.get(key({ documentKey: 'other.pdf' }), watermark);
    expect(watermark).toHaveBeenCalledTimes(4);
    await cache.get(key({ userId: 'member-10' }), watermark);
    expect(watermark).toHaveBeenCalledTimes(4);
  });
});
