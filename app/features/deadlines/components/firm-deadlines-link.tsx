import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { firmBySlug } from '@content/firms';

/** From a firm's profile to its openings on the deadlines calendar; nothing for other documents. */
export function FirmDeadlinesLink({ itemSlug }: { itemSlug: string }) {
  const firm = firmBySlug(itemSlug);
  if (!firm) return null;
  return (
    <Link to={`/deadlines?firm=${firm.slug}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4">
      <CalendarClock aria-hidden="true" className="size-4" />
      {firm.name} deadlines
    </Link>
  );
}
