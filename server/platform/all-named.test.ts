import { describe, expect, it } from 'vitest';
import { allNamed } from './all-named';

describe('allNamed', () => {
  it('gives each result under its own name, whichever settles first', async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 5));
    expect(await allNamed({ first: later, second: Promise.resolve(2) })).toEqual({ first: 'slow', second: 2 });
  });

  it('rejects with the first failure, as Promise.all does', async () => {
    await expect(allNamed({ fine: Promise.resolve(1), broken: Promise.reject(new Error('no')) })).rejects.toThrow('no');
  });
});
