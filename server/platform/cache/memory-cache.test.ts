import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memory-cache';

describe('createMemoryCache', () => {
  it('returns what was stored until it expires', () => {
    let clock = 1_000;
    const cache = createMemoryCache<string, number>({ maxSize: 10, ttlMs: 500, now: () => clock });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    clock += 499;
    expect(cache.get('a')).toBe(1);
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used once the total size passes the limit', () => {
    const cache = createMemoryCache<string, string>({ maxSize: 10, ttlMs: 60_000, sizeOf: (v) => v.length });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.get('a');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
  });

  it('never holds a value larger than the whole cache', () => {
    const cache = createMemoryCache<string, string>({ maxSize: 3, ttlMs: 60_000, sizeOf: (v) => v.length });
    cache.set('big', 'abcd');
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces, deletes and deletes by key', () => {
    const cache = createMemoryCache<string, number>({ maxSize: 10, ttlMs: 60_000 });
    cache.set('member-1:a', 1);
    cache.set('member-1:a', 2);
    cache.set('member-1:b', 3);
    cache.set('member-2:a', 4);
    expect(cache.get('member-1:a')).toBe(2);
    cache.deleteWhere((key) => key.startsWith('member-1:'));
    expect(cache.size).toBe(1);
    cache.delete('member-2:a');
    expect(cache.get('member-2:a')).toBeUndefined();
  });

  it('loads a missing value once, and does not keep one computed across a deletion', async () => {
    const cache = createMemoryCache<string, number>({ maxSize: 10, ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.load('a', compute)).toBe(1);
    expect(await cache.load('a', compute)).toBe(1);

    let finish: (value: number) => void = () => {};
    const slow = cache.load('b', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.delete('b'); // a write lands while the old value is being read
    finish(41);
    expect(await slow).toBe(41);
    expect(cache.get('b')).toBeUndefined();
    expect(await cache.load('missing', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
