import { describe, expect, it, vi } from 'vitest';
import { createInvalidations } from './invalidations';
import { createReadCache } from './read-cache';
import { cacheTags } from './tags';

/** A promise settled from outside, to hold a computation open across a write. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const none = { tags: [] };

describe('createReadCache', () => {
  it('returns what was kept until it expires', () => {
    let clock = 1_000;
    const cache = createReadCache<number>({ maxSize: 10, ttlMs: 500, now: () => clock });
    cache.set('a', 1, none);
    expect(cache.get('a')).toBe(1);
    clock += 499;
    expect(cache.get('a')).toBe(1);
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used once the total size passes the limit', () => {
    const cache = createReadCache<string>({ maxSize: 10, ttlMs: 60_000, sizeOf: (v) => v.length });
    cache.set('a', 'aaaa', { tags: ['x'] });
    cache.set('b', 'bbbb', { tags: ['x'] });
    cache.get('a');
    cache.set('c', 'cccc', { tags: ['x'] });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    cache.invalidate(['x']); // the evicted entry left the tag index too
    expect(cache.size).toBe(0);
  });

  it('never holds a value larger than the whole cache', () => {
    const cache = createReadCache<string>({ maxSize: 3, ttlMs: 60_000, sizeOf: (v) => v.length });
    expect(cache.set('big', 'abcd', none)).toBe(false);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops by tag exactly the entries carrying it, and by key one entry', () => {
    const cache = createReadCache<number>({ maxSize: 10, ttlMs: 60_000 });
    cache.set('hub:ada', 1, { tags: ['member:ada', 'library'] });
    cache.set('hub:bob', 2, { tags: ['member:bob', 'library'] });
    cache.set('billing:ada', 3, { tags: ['member:ada'] });
    cache.set('billing:bob', 4, { tags: ['member:bob'] });
    cache.set('billing:ada', 5, { tags: (value) => [`member:ada`, `value:${value}`] }); // replaces, re-tagged

    cache.invalidate(['member:ada']);
    expect([cache.get('hub:ada'), cache.get('billing:ada')]).toEqual([undefined, undefined]);
    expect([cache.get('hub:bob'), cache.get('billing:bob')]).toEqual([2, 4]);

    cache.invalidate(['library', 'unknown']);
    expect(cache.get('hub:bob')).toBeUndefined();
    expect(cache.get('billing:bob')).toBe(4);
    cache.delete('billing:bob');
    expect(cache.size).toBe(0);
  });

  it('loads a missing value once, shares concurrent misses and keeps neither undefined nor failures', async () => {
    const cache = createReadCache<number>({ maxSize: 10, ttlMs: 60_000 });
    const compute = vi.fn(async () => 7);
    const [first, second] = await Promise.all([cache.load('a', compute, none), cache.load('a', compute, none)]);
    expect([first, second, await cache.load('a', compute, none)]).toEqual([7, 7, 7]);
    expect(compute).toHaveBeenCalledTimes(1);

    expect(await cache.load('missing', async () => undefined, none)).toBeUndefined();
    await expect(cache.load('broken', () => Promise.reject(new Error('database down')), none)).rejects.toThrow('database down');
    expect(await cache.load('broken', async () => 8, none)).toBe(8);
    expect(cache.size).toBe(2);
  });

  it('does not keep a value whose computation straddles an invalidation of its tags or key', async () => {
    const cache = createReadCache<string>({ maxSize: 10, ttlMs: 60_000 });
    const slow = deferred<string>();
    const straddling = cache.load('ada', () => slow.promise, { tags: ['member:ada'] });
    cache.invalidate(['member:ada']); // a write lands while the old value is being read
    // A later miss does not join the read from before the write: it reads afresh, and is kept.
    expect(await cache.load('ada', async () => 'after', { tags: ['member:ada'] })).toBe('after');
    slow.resolve('before');
    expect(await straddling).toBe('before'); // its caller still gets an answer
    expect(cache.get('ada')).toBe('after');

    // Tags known only from the value are checked once it is known.
    const viewer = deferred<string>();
    const loading = cache.load('cookie', () => viewer.promise, { tags: (userId) => [`member:${userId}`] });
    cache.invalidate(['member:bob']);
    viewer.resolve('bob');
    await loading;
    expect(cache.get('cookie')).toBeUndefined();

    // By key, and through begin/set for values not made by a callback.
    const start = cache.begin();
    cache.delete('page');
    expect(cache.set('page', 'rendered', { tags: [], since: start })).toBe(false);
    expect(cache.set('page', 'rendered', { tags: [], since: cache.begin() })).toBe(true);
  });

  it('keeps a value computed across invalidations of other tags', async () => {
    const cache = createReadCache<string>({ maxSize: 10, ttlMs: 60_000 });
    const slow = deferred<string>();
    const loading = cache.load('ada', () => slow.promise, { tags: ['member:ada'] });
    cache.invalidate(['member:bob']);
    cache.delete('other');
    slow.resolve('value');
    await loading;
    expect(cache.get('ada')).toBe('value');
  });

  it('does not keep a value computed across more invalidations than it remembers', async () => {
    const cache = createReadCache<string>({ maxSize: 10, ttlMs: 60_000, historySize: 2 });
    const start = cache.begin();
    for (const tag of ['a', 'b', 'c']) cache.invalidate([tag]);
    expect(cache.set('x', 'value', { tags: ['z'], since: start })).toBe(false);
    const later = cache.begin();
    cache.invalidate(['a']);
    cache.invalidate(['b']);
    expect(cache.set('x', 'value', { tags: ['z'], since: later })).toBe(true);
  });

  it('drops every entry, and keeps no value computed meanwhile, when told to drop everything', async () => {
    const cache = createReadCache<number>({ maxSize: 10, ttlMs: 60_000 });
    cache.set('a', 1, { tags: ['member:ada'] });
    cache.set('b', 2, { tags: [] });
    const slow = deferred<number>();
    const straddling = cache.load('c', () => slow.promise, { tags: ['library'] });
    const since = cache.begin();
    cache.invalidate([cacheTags.everything]);
    slow.resolve(3);
    expect(await straddling).toBe(3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, undefined, undefined, 0]);
    expect(cache.set('d', 4, { tags: [], since })).toBe(false);
    cache.set('a', 1, { tags: ['member:ada'] });
    cache.invalidate(['member:ada']); // the tag index was emptied with the entries
    expect(cache.size).toBe(0);
  });

  it('is invalidated from outside through the bus, until closed', async () => {
    const invalidations = createInvalidations();
    const billing = createReadCache<number>({ maxSize: 10, ttlMs: 60_000, invalidations });
    const pages = createReadCache<number>({ maxSize: 10, ttlMs: 60_000, invalidations });
    billing.set('ada', 1, { tags: ['member:ada'] });
    pages.set('/hub ada', 2, { tags: ['member:ada', 'library'] });
    pages.set('/hub bob', 3, { tags: ['member:bob', 'library'] });

    const slow = deferred<number>();
    const straddling = billing.load('bob', () => slow.promise, { tags: ['member:bob'] });
    invalidations.publish(['member:ada', 'member:bob']);
    slow.resolve(4);
    await straddling;
    expect([billing.get('ada'), billing.get('bob'), pages.get('/hub ada'), pages.get('/hub bob')]).toEqual([undefined, undefined, undefined, undefined]);

    pages.set('/hub bob', 3, { tags: ['library'] });
    pages.close();
    invalidations.publish(['library']);
    expect(pages.get('/hub bob')).toBe(3);
  });
});

describe('createInvalidations', () => {
  it('tells every subscriber, synchronously, until it unsubscribes', () => {
    const invalidations = createInvalidations();
    const heard: string[][] = [];
    const stop = invalidations.subscribe((tags) => heard.push([...tags]));
    invalidations.subscribe(() => {});
    invalidations.publish(['member:ada']);
    expect(heard).toEqual([['member:ada']]);
    invalidations.publish([]); // nothing changed: nobody is told
    stop();
    invalidations.publish(['library']);
    expect(heard).toEqual([['member:ada']]);
  });
});
