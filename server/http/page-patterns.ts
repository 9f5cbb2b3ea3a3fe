import type { ServerBuild } from 'react-router';

/**
 * The page routes whose paths hold parameters (`/coach/members/:id`), in Hono's syntax,
 * from React Router's build. Mounted as routes of their own, they give the request log a
 * pattern to write instead of an id or token.
 */
export function parameterisedPagePatterns(routes: ServerBuild['routes']): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.keys(routes)
    .map(fullPath)
    .filter((pattern) => pattern.includes(':'));
}
