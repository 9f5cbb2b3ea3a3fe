import type { Invalidations } from './invalidations';
import { cacheTags } from './tags';

/**
 * The tags an entry carries: the names of what it was computed from (tags.ts). Given as a
 * function when they depend on the value itself (a session's member is known once read).
 */
export type Tags<V> = readonly string[] | ((value: V) => readonly string[]);

/** A point in a cache's invalidation history, taken before reading what will be `set`. */
export type ReadStart = { readonly seq: number };

/**
 * A bounded in-process read cache with explicit keys and tags (ADR 0022). Entries expire
 * after `ttlMs`, and the least recently used go first once the entries' total size passes
 * `maxSize` (sizes are whatever `sizeOf` counts: bytes for documents, 1 for small records).
 * Writes never touch entries directly: they publish tags on the `Invalidations` bus, and
 * every entry carrying one of them is dropped. It only ever saves work: every entry can be
 * recomputed, so a second instance or a restart loses nothing.
 *
 * A value computed while one of its tags (or its key) was invalidated is returned to its
 * caller but not kept: it may predate the write, and keeping it would leave a stale entry.
 */
export type ReadCache<V> = {
  /** The live entry, or undefined (missing or expired). A hit counts as a use for LRU. */
  get(key: string): V | undefined;
  /**
   * The cached value, or `compute`'s, kept with `tags` unless it is undefined or was
   * invalidated while being computed. Concurrent misses of one key share one computation,
   * unless an invalidation that may concern it arrived meanwhile (later callers then start
   * afresh). A rejection is passed on and not kept.
   */
  load<R extends V | undefined>(key: string, compute: () => Promise<R>, options: { tags: Tags<V> }): Promise<V | R>;
  /** For values not made by a callback (a rendered page): take this before reading. */
  begin(): ReadStart;
  /**
   * Keeps `value` under `key` with its tags; with `since`, only if neither the key nor any
   * of the tags was invalidated after it. Returns whether it was kept.
   */
  set(key: string, value: V, options: { tags: Tags<V>; since?: ReadStart }): boolean;
  /** Drops one entry (this process only: writes publish tags instead). */
  delete(key: string): void;
  /**
   * Drops every entry carrying any of `tags`, or every entry when they include
   * `cacheTags.everything` (this process only; the bus calls it).
   */
  invalidate(tags: readonly string[]): void;
  /** Stops listening to the bus. */
  close(): void;
  readonly size: number;
};

export type ReadCacheOptions<V> = {
  maxSize: number;
  ttlMs: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
  /** The bus this cache listens to; without one, only `invalidate` and `delete` drop entries. */
  invalidations?: Invalidations;
  /**
   * How many recent invalidations are remembered to judge values still being computed; a
   * computation that outlives more than this many is not kept (it might have missed one).
   */
  historySize?: number;
};

type Entry<V> = { value: V; size: number; expires: number; tags: readonly string[] };
/** `all`: everything was invalidated (`cacheTags.everything`). */
type Invalidation = { seq: number; key?: string; tags?: ReadonlySet<string>; all?: true };
type Pending<V> = { promise: Promise<V | undefined>; tags: readonly string[] | undefined };

const tagsOf = <V>(tags: Tags<V>, value: V) => (typeof tags === 'function' ? tags(value) : tags);

export function createReadCache<V>({
  maxSize,
  ttlMs,
  sizeOf = () => 1,
  now = Date.now,
  invalidations,
  historySize = 1_000,
}: ReadCacheOptions<V>): ReadCache<V> {
  // A Map iterates in insertion order: re-inserting on read keeps the oldest use first.
  const entries = new Map<string, Entry<V>>();
  /** Which keys carry each tag, so invalidating a tag touches only its entries. */
  const keysByTag = new Map<string, Set<string>>();
  /** Computations in flight that a later miss of the same key may join. */
  const pending = new Map<string, Pending<V>>();
  /** The latest invalidations, oldest first; `seq` counts every one ever made. */
  const history: Invalidation[] = [];
  let seq = 0;
  let total = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.size;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };

  const record = (invalidation: Omit<Invalidation, 'seq'>) => {
    seq += 1;
    history.push({ seq, ...invalidation });
    if (history.length > historySize) history.shift();
  };

  /** Whether `key` or any of `tags` was invalidated after `since`. */
  const invalidatedSince = (since: number, key: string, tags: readonly string[]) => {
    if (since === seq) return false;
    // Forgotten invalidations may have concerned this value: assume they did.
    if (history.length === 0 || history[0]!.seq > since + 1) return true;
    for (let i = history.length - 1; i >= 0 && history[i]!.seq > since; i--) {
      const { key: dropped, tags: droppedTags, all } = history[i]!;
      if (all || dropped === key || (droppedTags && tags.some((tag) => droppedTags.has(tag)))) return true;
    }
    return false;
  };

  const store = (key: string, value: V, tags: readonly string[]) => {
    const size = sizeOf(value);
    remove(key);
    if (size > maxSize) return false;
    entries.set(key, { value, size, expires: now() + ttlMs, tags });
    total += size;
    for (const tag of tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of entries.keys()) {
      if (total <= maxSize) break;
      remove(oldest);
    }
    return true;
  };

  const cache: ReadCache<V> = {
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
    load<R extends V | undefined>(key: string, compute: () => Promise<R>, { tags }: { tags: Tags<V> }): Promise<V | R> {
      const cached = cache.get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const joined = pending.get(key);
      if (joined) return joined.promise as Promise<V | R>;

      const since = seq;
      const promise = compute().then(
        (value) => {
          if (pending.get(key)?.promise === promise) pending.delete(key);
          if (value !== undefined) cache.set(key, value, { tags, since: { seq: since } });
          return value;
        },
        (error: unknown) => {
          if (pending.get(key)?.promise === promise) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, { promise, tags: typeof tags === 'function' ? undefined : tags });
      return promise;
    },
    begin() {
      return { seq };
    },
    set(key, value, { tags, since }) {
      const carried = tagsOf(tags, value);
      if (since && invalidatedSince(since.seq, key, carried)) return false;
      return store(key, value, carried);
    },
    delete(key) {
      record({ key });
      pending.delete(key);
      remove(key);
    },
    invalidate(tags) {
      if (tags.length === 0) return;
      if (tags.includes(cacheTags.everything)) {
        record({ all: true });
        pending.clear();
        entries.clear();
        keysByTag.clear();
        total = 0;
        return;
      }
      const dropped = new Set(tags);
      record({ tags: dropped });
      // Tags known only from the value may be among these: such a computation is not joined.
      for (const [key, inFlight] of pending) {
        if (!inFlight.tags || inFlight.tags.some((tag) => dropped.has(tag))) pending.delete(key);
      }
      for (const tag of dropped) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
      }
    },
    close: invalidations ? invalidations.subscribe((tags) => cache.invalidate(tags)) : () => {},
    get size() {
      return entries.size;
    },
  };
  return cache;
}
