import { createMemoryCache } from '../../platform/cache/memory-cache';

/** Everything a watermarked copy depends on: the document version, the member and the London day. */
export type WatermarkedPdfKey = { documentKey: string; userId: string; email: string; day: string };

export type WatermarkedPdfCache = {
  /** The cached copy, or the one `watermark` makes; concurrent misses share one computation. */
  get(key: WatermarkedPdfKey, watermark: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /** Drops every copy naming a member (account erasure: the copies hold their email). */
  forgetMember(userId: string): void;
};

// JSON keeps the parts unambiguous whatever characters they hold; the member leads so
// their entries can be found by prefix.
const cacheKey = ({ userId, email, day, documentKey }: WatermarkedPdfKey) => JSON.stringify([userId, email, day, documentKey]);
const memberPrefix = (userId: string) => `[${JSON.stringify(userId)},`;

/**
 * Watermarking a 20-page PDF costs over 12 ms of CPU, and the result is the same all day
 * for one member and document version, so it is kept: 64 MB at most, ten minutes each.
 */
export function createWatermarkedPdfCache(): WatermarkedPdfCache {
  const cache = createMemoryCache<string, Uint8Array>({ maxSize: 64 * 1024 * 1024, ttlMs: 10 * 60_000, sizeOf: (pdf) => pdf.byteLength });
  const pending = new Map<string, Promise<Uint8Array>>();

  return {
    get(key, watermark) {
      const id = cacheKey(key);
      const found = cache.get(id) ?? pending.get(id);
      if (found) return Promise.resolve(found);
      const work = watermark();
      pending.set(id, work);
      // Stored only if still pending: forgetMember may have dropped it meanwhile.
      const settle = (pdf?: Uint8Array) => {
        if (pending.get(id) !== work) return;
        pending.delete(id);
        if (pdf) cache.set(id, pdf);
      };
      work.then(settle, () => settle());
      return work;
    },
    forgetMember(userId) {
      const prefix = memberPrefix(userId);
      cache.deleteWhere((id) => id.startsWith(prefix));
      for (const id of [...pending.keys()]) if (id.startsWith(prefix)) pending.delete(id);
    },
  };
}
