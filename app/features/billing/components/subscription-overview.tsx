import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { pricePhrase } from '../price-phrase';
import { formatDate } from '@content/uk-dates';

const statusLabels: Record<string, string> = { active: 'Active', trialing: 'Free trial', past_due: 'Payment failed', paused: 'Paused', canceled: 'Ended' };

/** What the last date of the overview is: the one thing that happens next. */
function dateLabel(status: SubscriptionStatusResponse) {
  if (status.status === 'paused') return 'Resumes';
  if (status.cancelAtPeriodEnd) return 'Access ends';
  if (status.status === 'trialing') return 'Free trial ends';
  return 'Next renewal';
}

/** The current plan at a glance: name, interval, price, and when it renews or ends. */
export function SubscriptionOverview({ status }: { status: SubscriptionStatusResponse }) {
  const paused = status.status === 'paused';
  const ends = paused ? (status.resumesAt ? formatDate(status.resumesAt) : null) : status.currentPeriodEnd ? formatDate(status.currentPeriodEnd) : null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <dt className="text-sm text-muted-foreground">Plan</dt>
        <dd className="font-medium">{status.planName}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Billing</dt>
        <dd className="font-medium">
          {status.price && status.currency && status.billingInterval
            ? pricePhrase({ ...status.price, currency: status.currency, interval: status.billingInterval })
            : '-'}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Status</dt>
        <dd className="font-medium">{status.cancelAtPeriodEnd ? 'Cancelled, access until the period ends' : statusLabels[status.status ?? ''] ?? status.status}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">{dateLabel(status)}</dt>
        <dd className="font-medium">{ends}</dd>
      </div>
    </dl>
  );
}
