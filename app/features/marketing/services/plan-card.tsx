import { Star } from 'lucide-react';
import { billingIntervals, billingPeriod, formatMoney, plans, type PlanId } from '@content/plans';
import { PlanCta } from '~/features/billing/plan-cta';
import { cn } from '~/lib/cn';
import { Badge } from '../badge';
import { CheckList } from '../check-list';

/** One membership plan: price, why it starts paid when the member's free trial is used, what it includes, and its call to action. */
export function PlanCard({ planId, noTrial }: { planId: PlanId; noTrial?: string }) {
  const plan = plans[planId];
  const interval = billingIntervals[plan.interval];
  const titleId = `plan-${planId}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8',
        plan.mostPopular && 'border-2 border-primary shadow-xl lg:-my-4 lg:py-12',
      )}
    >
      {plan.mostPopular ? (
        <Badge variant="primary" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          <Star aria-hidden="true" className="fill-current" />
          Most Popular
        </Badge>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-primary">{interval.label}</p>
      <h3 id={titleId} className="mt-2 text-2xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="font-serif text-5xl font-semibold tracking-tight">{formatMoney(plan.amount, plan.currency)}</span>
        <span className="text-muted-foreground">{billingPeriod(interval.months)}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">
        {interval.months > 1
          ? `Works out at ${formatMoney(Math.round(plan.amount / interval.months), plan.currency)} a month`
          : 'Billed monthly'}
      </p>
      {noTrial ? <p className="mt-3 text-sm font-medium">{noTrial}</p> : null}
      <p className="mt-6 leading-relaxed">{plan.summary}</p>
      <CheckList items={plan.features} className="mt-6 flex-1 border-t pt-6" />
      <PlanCta planId={planId} className="mt-8" />
    </article>
  );
}
