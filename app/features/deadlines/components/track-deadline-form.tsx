import { BookmarkPlus } from 'lucide-react';
import { Button } from '~/components/ui/button';

/**
 * Adds the entry to the visitor's tracker: a plain HTML post to the tracker's page, which
 * sends a visitor to log in first. The same form for everyone keeps the calendar free of
 * per-member content, so it can be one shared page copy.
 */
export function TrackDeadlineForm({ deadlineId, label }: { deadlineId: string; label: string }) {
  return (
    <form method="post" action="/applications">
      <input type="hidden" name="intent" value="track" />
      <input type="hidden" name="deadlineId" value={deadlineId} />
      <Button type="submit" size="sm" variant="outline">
        <BookmarkPlus aria-hidden="true" />
        Track this deadline<span className="sr-only">: {label}</span>
      </Button>
    </form>
  );
}
