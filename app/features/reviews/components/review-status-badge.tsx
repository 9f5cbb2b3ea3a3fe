import { reviewStatusLabels, type ReviewStatus } from '@server/features/reviews/review.schema';
import { cn } from '~/lib/cn';

const tones: Record<ReviewStatus, string> = {
  submitted: 'border bg-muted text-muted-foreground',
  in_review: 'bg-accent text-accent-foreground',
  completed: 'bg-primary text-primary-foreground',
};

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <span className={cn(pill, tones[status])}>{reviewStatusLabels[status]}</span>;
}

/** Past its due date and not yet completed. */
export function OverdueBadge() {
  return <span className={cn(pill, 'bg-destructive text-destructive-foreground')}>Overdue</span>;
}
