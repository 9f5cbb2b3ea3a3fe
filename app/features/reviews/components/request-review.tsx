import { Send } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, useMatches } from 'react-router';
import type { ReviewQuota } from '@server/features/reviews/review-quota';
import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { Button } from '~/components/ui/button';
import { pageHydrates } from '~/lib/route-handle';
import { reviewUnavailable } from '../review-availability';
import { ReviewUnavailable } from './review-unavailable';

// The dialog and its form load only when opened, so a page that merely links to them stays light.
const SubmitReviewDialog = lazy(() => import('./submit-review-dialog'));

const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Submit for Review on pages that do not hold the form: a link to the form on My reviews,
 * which opens it in a dialog here once scripts run. The dialog posts to this page's action.
 */
export function RequestReviewLink({ uploads, quota }: { uploads: UploadedFile[]; quota: ReviewQuota }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // On a plain page (ADR 0051) no script opens the dialog: the link simply goes to the form.
  const opensDialog = pageHydrates(useMatches());
  const reason = reviewUnavailable(uploads, quota);
  if (reason) return <ReviewUnavailable reason={reason} />;
  return (
    <>
      <Button asChild variant="gold" size="lg" className="justify-self-start">
        <Link
          to="/my-reviews#request-review"
          aria-haspopup={opensDialog ? 'dialog' : undefined}
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            setOpened(true);
            setOpen(true);
          }}
        >
          <Send aria-hidden="true" />
          Submit for Review
        </Link>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SubmitReviewDialog uploads={uploads} quota={quota} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
