import { site } from '@content/site';
import type { ReviewQuota } from '@server/features/reviews/review-quota';
import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { QuotaSummary } from './quota-summary';
import { SubmitReviewForm } from './submit-review-form';

/** The review request form in a dialog, for pages that only link to it (loaded when opened). */
export default function SubmitReviewDialog({
  uploads,
  quota,
  open,
  onOpenChange,
}: {
  uploads: UploadedFile[];
  quota: ReviewQuota;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Submit for Review</DialogTitle>
          <DialogDescription>
            A coach reads your application and sends structured feedback within {site.reviewTurnaroundWorkingDays}{' '}
            working days.
          </DialogDescription>
        </DialogHeader>
        <QuotaSummary quota={quota} />
        <SubmitReviewForm uploads={uploads} />
      </DialogContent>
    </Dialog>
  );
}
