import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** Per-deployment settings the root loader sends to every page. */
export function useSiteSettings() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  return { bookingUrl: data?.bookingUrl ?? '#' };
}
