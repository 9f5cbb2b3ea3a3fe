import { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

/**
 * One cache for the browser session (so data survives navigation); a fresh one for each
 * server render, so no member's data can leak into another's page.
 */
export function getQueryClient() {
  const create = () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } });
  if (typeof window === 'undefined') return create();
  browserClient ??= create();
  return browserClient;
}
