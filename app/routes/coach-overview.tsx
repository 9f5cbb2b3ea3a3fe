import { formatMoney, plans, isPlanId } from '@content/plans';
import type { Route } from './+types/coach-overview';
import { getBusinessOverview } from '@server/features/admin/overview';

import { StatCard } from '~/features/coach/components/stat-card';
import { WeeklyChart } from '~/features/coach/components/weekly-chart';
import { listMembersInGrace } from '@server/features/billing/grace-period';
import { MembersInGrace } from '~/features/billing/components/members-in-grace';
import { CancellationInsightsSection } from '~/features/coach/components/cancellation-insights';

export const meta: Route.MetaFunction = () => [{ title: 'Overview | Coach area' }];

export async function loader({ context }: Route.LoaderArgs) {
  const [overview, inGrace] = await Promise.all([getBusinessOverview(context.services.db), listMembersInGrace(context.services.db)]);
  return { overview, inGrace };
}

export default function CoachOverview({ loaderData }: Route.ComponentProps) {
  const { overview, inGrace } = loaderData;
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-semibold">Overview</h1>
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <StatCard label="Members" value={overview.members} hint={`${overview.newMembersLast30Days} new in the last 30 days`} />
        <StatCard label="Active subscriptions" value={overview.activeSubscriptions} hint={`${overview.cancellationsLast30Days} cancellations in the last 30 days`} />
        <StatCard label="Monthly recurring revenue" value={formatMoney(overview.mrr.amount, overview.mrr.currency)} hint="Each plan normalised to a month" />
        <StatCard label="New enquiries" value={overview.newEnquiries} hint="Waiting for a first reply" />
        <StatCard label="Reviews waiting" value={overview.reviewsWaiting} hint={`${overview.reviewsOverdue} overdue`} />
      </section>
      <section aria-labelledby="plans-heading" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="plans-heading" className="font-sans text-lg font-semibold">
          Active subscriptions by plan
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-3">
          {Object.keys(plans).map((planId) => (
            <li key={planId} className="flex items-center justify-between rounded-lg bg-muted px-4 py-3">
              <span>{isPlanId(planId) ? plans[planId].name : planId}</span>
              <span className="font-semibold">{overview.activeByPlan.find((row) => row.planId === planId)?.count ?? 0}</span>
            </li>
          ))}
        </ul>
      </section>
      <MembersInGrace members={inGrace} />
      <section aria-labelledby="trend-heading" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="trend-heading" className="mb-4 font-sans text-lg font-semibold">
          Subscriptions over the last 12 weeks
        </h2>
        <WeeklyChart weeks={overview.activeSubscriptionsByWeek} />
      </section>
      <CancellationInsightsSection insights={overview.cancellationFeedback} />
    </div>
  );
}
