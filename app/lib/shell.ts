import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import type { Shell } from '~/lib/shell.server';
import type { PageRefusal } from '~/lib/page-guards.server';

/**
 * The page frame's data: the root loader's, or, when an area's guard refused the page before
 * any loader ran, the copy the refusal carries (the root's Layout renders around its error
 * boundary, so the refusal is in reach here).
 */
export function useShell(): Shell | undefined {
  const loaded = useRouteLoaderData<Shell>('root');
  const error = useRouteError();
  if (loaded) return loaded;
  return isRouteErrorResponse(error) ? (error.data as Partial<PageRefusal> | null)?.shell : undefined;
}
