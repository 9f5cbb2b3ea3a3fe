import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { islandsPageHandle, pageHydrates, pageLoadsIslands, plainPageHandle } from './route-handle';

const matchesWith = (...handles: unknown[]) => handles.map((handle, index) => ({ id: `route${index}`, handle }) as unknown as UIMatch);

describe('which scripts a page loads', () => {
  it('hydrates with React Router unless a route says the page is plain', () => {
    expect(pageHydrates(matchesWith(undefined, { what: 'your profile' }))).toBe(true);
    expect(pageHydrates(matchesWith(undefined, plainPageHandle))).toBe(false);
    expect(pageHydrates(matchesWith(undefined, islandsPageHandle))).toBe(false);
  });

  it('loads the islands’ script only on a plain page that asks for it', () => {
    expect(pageLoadsIslands(matchesWith(undefined, islandsPageHandle))).toBe(true);
    expect(pageLoadsIslands(matchesWith(undefined, plainPageHandle))).toBe(false);
    expect(pageLoadsIslands(matchesWith(undefined, { what: 'your profile' }))).toBe(false);
    // Asking for islands does not make a page plain: React Router's scripts would run its parts already.
    expect(pageLoadsIslands(matchesWith(undefined, { islands: true }))).toBe(false);
  });
});
