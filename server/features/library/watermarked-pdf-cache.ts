import type { Invalidations } from '../../platform/cache/invalidations';
import { createReadCache } from '../../platform/cache/read-cache';
import { cacheTags } from '../../platform/cache/tags';

/** Everything a watermarked copy depends on: the document version, the member and the London day. */
export type WatermarkedPdfKey = { documentKey: string; userId: string; email: string; day: string };

export type WatermarkedPdfCache = {
  /** The cached copy, or the one `watermark` makes; concurrent misses share one computation. */
  get(key: WatermarkedPdfKey, watermark: () => Promise<Uint8Array>): Promise<Uint8Array>;
};

// JSON keeps the parts unambiguous whatever characters they hold.
const cacheKey = ({ userId, email, day, documentKey }: WatermarkedPdfKey) => JSON.stringify([userId, email, day, documentKey]);

/**
 * Watermarking a 20-page PDF costs over 12 ms of CPU, and the result is the same all day
 * for one member and document version, so it is kept: 64 MB at most, ten minutes each.
 * A replaced document has a new key; copies carry `member:<userId>`, so erasing the member
 * (whose email they hold) drops them, finished or in flight.
 */
export function createWatermarkedPdfCache(invalidations: Invalidations): WatermarkedPdfCache {
  const cache = createReadCache<Uint8Array>({ maxSize: 64 * 1024 * 1024, ttlMs: 10 * 60_000, sizeOf: (pdf) => pdf.byteLength, invalidations });
  return {
    get: (key, watermark) => cache.load(cacheKey(key), watermark, { tags: [cacheTags.member(key.userId)] }),
  };
}
