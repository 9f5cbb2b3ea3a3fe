import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** The signed-in person as rendered by the server, or null for a visitor. */
export function useViewer() {
  return useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
}

/** Initials of first and last name, else the email's first letter, else U. */
export function initialsOf(person: { firstName?: string | null; lastName?: string | null; email?: string | null }) {
  const initials = `${person.firstName?.trim()[0] ?? ''}${person.lastName?.trim()[0] ?? ''}`;
  if (initials) return initials.toUpperCase();
  return person.email?.trim()[0]?.toUpperCase() ?? 'U';
}
