import type { ReviewQuota } from '@server/features/reviews/review-quota';

/** "1 of 2 reviews used this month", and when the allowance resets. */
export function QuotaSummary({ quota }: { quota: ReviewQuota }) {
  return (
    <div className="rounded-lg bg-muted px-4 py-3 text-sm">
      <p className="font-medium">
        {quota.used} of {quota.limit} reviews used this month
      </p>
      <p className="text-muted-foreground">
        {quota.remaining} left in {quota.month} · resets on 1 {quota.nextMonth}
      </p>
    </div>
  );
}
