import { Link, useSearchParams } from 'react-router';
import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { Button } from '~/components/ui/button';
import { NoPlanSelected } from '~/features/account/components/no-plan';
import { BillingHistory } from './billing-history';
import { ManagePlanButton } from './manage-plan-button';
import { SubscriptionOverview } from './subscription-overview';
import { PausedNotice } from './pause-forms';

/** The address of the page with the whole billing history shown. */
const allHistoryParam = 'history';

/**
 * The member's plan and billing history, as the page's loader read them. `historyLimit`
 * shows only the latest invoices with a link to the rest; without it, everything shows and
 * the portal holds anything older.
 */
export function PlanSection({ status, historyLimit }: { status: SubscriptionStatusResponse; historyLimit?: number }) {
  const [params] = useSearchParams();
  const showAll = params.get(allHistoryParam) === 'all';
  const history = status.billingHistory;
  const visible = historyLimit && !showAll ? history.slice(0, historyLimit) : history;

  return (
    <div className="grid gap-8">
      {status.status === 'paused' ? (
        <div className="grid gap-4">
          <PausedNotice resumesAt={status.resumesAt} />
          <SubscriptionOverview status={status} />
        </div>
      ) : status.subscribed ? (
        <div className="grid gap-4">
          <SubscriptionOverview status={status} />
          <ManagePlanButton className="justify-self-start" />
        </div>
      ) : (
        <NoPlanSelected />
      )}
      {history.length > 0 ? (
        <section aria-labelledby="billing-history-title" className="grid gap-3">
          <h2 id="billing-history-title" className="font-sans text-lg font-semibold">
            {historyLimit ? 'Recent billing history' : 'Billing history'}
          </h2>
          <BillingHistory invoices={visible} />
          {historyLimit && history.length > historyLimit && !showAll ? (
            <Button asChild variant="outline" className="justify-self-start">
              <Link to={`?${allHistoryParam}=all`} preventScrollReset>
                View All History
              </Link>
            </Button>
          ) : null}
          {!historyLimit && history.length > 10 && status.subscribed ? (
            <ManagePlanButton variant="outline" className="justify-self-start">
              View Complete History
            </ManagePlanButton>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
