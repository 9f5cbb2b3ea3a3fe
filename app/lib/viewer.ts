import { useShell } from '~/lib/shell';

/** The signed-in person as rendered by the server, or null for a visitor. */
export function useViewer() {
  return useShell()?.viewer ?? null;
}

/** Initials of first and last name, else the email's first letter, else U. */
export function initialsOf(person: { firstName?: string | null; lastName?: string | null; email?: string | null }) {
  const initials = `${person.firstName?.trim()[0] ?? ''}${person.lastName?.trim()[0] ?? ''}`;
  if (initials) return initials.toUpperCase();
  return person.email?.trim()[0]?.toUpperCase() ?? 'U';
}
