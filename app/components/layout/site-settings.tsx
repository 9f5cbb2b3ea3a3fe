import { useShell } from '~/lib/shell';

/** Per-deployment settings the root loader sends to every page. */
export function useSiteSettings() {
  const data = useShell();
  return { bookingUrl: data?.bookingUrl ?? '#' };
}
