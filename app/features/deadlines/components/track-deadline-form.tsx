import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Button } from '~/components/ui/button';

/**
 * Adds the entry to the visitor's tracker: a plain HTML post to the tracker's page, which
 * sends a visitor to log in first (visitors share one copy of the calendar, so theirs has
 * no marks; a member sees TrackedLink on what they already track).
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

/** In place of the button on an entry the member already tracks: where its application is. */
export function TrackedLink({ applicationId, label }: { applicationId: string; label: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
      <BookmarkCheck aria-hidden="true" className="size-4" />
      Tracked:
      <a href={`/applications/${applicationId}`} className="text-primary underline underline-offset-4">
        see your application<span className="sr-only"> for {label}</span>
      </a>
    </p>
  );
}
