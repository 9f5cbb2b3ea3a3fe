import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every token in a string literal of the app's source that tailwind-merge knows as a class. */
function classesUsedInApp() {
  const tokens = new Set<string>();
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.includes('+types'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(appDir, file), 'utf8');
    for (const [, , literal] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const token of literal!.split(/\s+/)) if (/^[!a-z[-][^\s'"`{}$]*$/.test(token) && /[-:]/.test(token)) tokens.add(token);
    }
  }
  // tailwind-merge collapses a doubled class it recognises; anything else (ids, words) stays doubled.
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token);
}

describe('cn', () => {
  it('agrees with tailwind-merge on every pair of classes the app uses', () => {
    const classes = classesUsedInApp();
    expect(classes.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (cn(first, second) !== twMerge(first, second)) disagreements.push(`${first} + ${second}`);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it.each([
    ['h-10 px-4 py-2 whitespace-nowrap', 'h-auto min-h-11 whitespace-normal py-2.5'],
    ['inline-flex items-center rounded-md text-sm', 'hidden lg:inline-flex'],
    ['p-6 pt-0', 'pt-6'],
    ['pt-6', 'p-6'],
    ['border border-input bg-background hover:bg-muted', 'border-primary-foreground/40 bg-transparent dark:border-input dark:hover:bg-muted'],
    ['text-sm font-medium', 'text-[oklch(0.2_0.03_258)] text-base'],
    ['mt-4 text-lg leading-relaxed', 'text-xl'],
    ['-mx-1 my-1 h-px bg-border', 'mx-2'],
    ['[&_svg]:size-4 size-10', '[&_svg]:size-3 w-full'],
    ['!bg-popover bg-card', '!bg-destructive'],
    ['dark:hover:bg-muted', 'hover:dark:bg-accent'],
  ])('merges %s with %s as tailwind-merge does', (base, override) => {
    expect(cn(base, override)).toBe(twMerge(base, override));
  });

  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });
});
