import { describe, expect, it } from 'vitest';
import routes from './routes';
import { pageAccess } from './page-access';

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

function paths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/');
    return [...(entry.index || entry.path ? [own] : []), ...paths(entry.children ?? [], own)];
  });
}

describe('page access table', () => {
  it('declares who may use every page in the route config, and nothing else', async () => {
    const declared = Object.keys(pageAccess).sort();
    const pages = [...new Set(paths(await Promise.resolve(routes as RouteEntry[])))].sort();
    expect(pages).toEqual(declared);
  });
});

describe('premium pages', () => {
  it('are every library page of the content catalogue, each for subscribers', async () => {
    const { premiumPages } = await import('@content/library/collections');
    expect(premiumPages.map((page) => page.path)).toContain('/interview-question-bank');
    for (const page of premiumPages) expect(pageAccess[page.path], page.path).toBe('subscriber');
  });
});
