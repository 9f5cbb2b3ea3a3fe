import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '~/components/ui/button';

/** What a content screen says when a document cannot be shown. */
const VIEWING_ERROR_MESSAGE =
  'Viewing Error: Unable to display the PDF in the browser. Please try refreshing the page.';

export function ViewerError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg border border-destructive/40 bg-card p-6 text-center shadow-sm">
      <div role="alert" className="flex flex-col items-center gap-3">
        <CircleAlert aria-hidden="true" className="size-8 text-destructive-text" />
        <p className="text-sm text-card-foreground">{VIEWING_ERROR_MESSAGE}</p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
