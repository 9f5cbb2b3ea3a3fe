/**
 * A bounded in-process cache: entries expire after `ttlMs`, and the least recently used go
 * first once the entries' total size passes `maxSize` (sizes are whatever `sizeOf` counts:
 * bytes for documents, 1 for small records). It only ever saves work: every entry can be
 * recomputed, so a second instance or a restart loses nothing.
 */
export type MemoryCache<K, V> = {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /**
   * The cached value, or `compute`'s (kept unless it is undefined). A value computed while
   * any entry was deleted is returned but not kept: it may predate the write that caused it.
   */
  load(key: K, compute: () => Promise<V | undefined>): Promise<V | undefined>;
  delete(key: K): void;
  /** Drops every entry that matches, e.g. everything about one member. */
  deleteWhere(matches: (key: K, value: V) => boolean): void;
  clear(): void;
  readonly size: number;
};

export function createMemoryCache<K, V>({
  maxSize,
  ttlMs,
  sizeOf = () => 1,
  now = Date.now,
}: {
  maxSize: number;
  ttlMs: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
}): MemoryCache<K, V> {
  // A Map iterates in insertion order: re-inserting on read keeps the oldest use first.
  const entries = new Map<K, { value: V; size: number; expires: number }>();
  let total = 0;
  let deletions = 0;

  const remove = (key: K) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.size;
    entries.delete(key);
  };

  const cache: MemoryCache<K, V> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      const size = sizeOf(value);
      remove(key);
      if (size > maxSize) return;
      entries.set(key, { value, size, expires: now() + ttlMs });
      total += size;
      for (const oldest of entries.keys()) {
        if (total <= maxSize) break;
        remove(oldest);
      }
    },
    async load(key, compute) {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const before = deletions;
      const value = await compute();
      if (value !== undefined && before === deletions) cache.set(key, value);
      return value;
    },
    delete(key) {
      deletions += 1;
      remove(key);
    },
    deleteWhere(matches) {
      deletions += 1;
      for (const [key, entry] of [...entries]) if (matches(key, entry.value)) remove(key);
    },
    clear() {
      deletions += 1;
      entries.clear();
      total = 0;
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
