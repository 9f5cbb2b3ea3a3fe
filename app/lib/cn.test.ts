import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it.each([
    ['h-10 px-4 py-2 whitespace-nowrap', 'h-auto min-h-11 whitespace-normal py-2.5', 'px-4 h-auto min-h-11 whitespace-normal py-2.5'],
    ['p-6 pt-0', 'pt-6', 'p-6 pt-6'],
    ['pt-6', 'p-6', 'p-6'],
    ['list-disc', 'list-none', 'list-none'],
    ['inline-flex items-center', 'hidden lg:inline-flex', 'items-center hidden lg:inline-flex'],
  ])('lets %s be overridden by %s', (base, override, merged) => {
    expect(cn(base, override)).toBe(merged);
  });

  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });
});
