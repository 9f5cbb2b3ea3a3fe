import { Link } from 'react-router';
import { formatDate } from '@content/uk-dates';

/** On every page while the member's last payment has failed: the deadline, and where to fix it. */
export function PastDueBanner({ graceEndsAt }: { graceEndsAt: string }) {
  return (
    <div role="region" aria-label="Payment problem" className="border-b border-gold/60 bg-accent text-accent-foreground">
      <p className="mx-auto max-w-7xl px-4 py-3 text-sm sm:px-6">
        <strong>Your last payment failed.</strong> Update your card by {formatDate(graceEndsAt)} to keep your membership.{' '}
        <Link to="/payment-plan" className="font-medium underline">
          Update your card
        </Link>
      </p>
    </div>
  );
}
