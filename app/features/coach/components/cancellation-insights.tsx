import type { CancellationInsights } from '@server/features/billing/lifecycle/cancellation-insights';
import { cancellationReasonLabels } from '@server/features/billing/lifecycle/lifecycle.schema';
import { formatDate } from '@content/uk-dates';

const outcomeLabels = { cancelled: 'Cancelled', paused: 'Paused instead', accepted_offer: 'Took the offer' } as const;

/** Why members cancelled (or nearly did) over the last 90 days, for the coaches' overview. */
export function CancellationInsightsSection({ insights }: { insights: CancellationInsights }) {
  return (
    <section aria-labelledby="cancellations-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="cancellations-heading" className="font-sans text-lg font-semibold">
        Cancellation reasons, last {insights.days} days
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="grid gap-4">
          <ul className="grid gap-2" aria-label="Members by reason">
            {insights.byReason.map((row) => (
              <li key={row.reason} className="flex items-center justify-between rounded-lg bg-muted px-4 py-2">
                <span>{cancellationReasonLabels[row.reason]}</span>
                <span className="font-semibold">{row.count}</span>
              </li>
            ))}
          </ul>
          <ul className="grid gap-2 sm:grid-cols-3" aria-label="What they chose">
            {(Object.keys(outcomeLabels) as (keyof typeof outcomeLabels)[]).map((outcome) => (
              <li key={outcome} className="rounded-lg border px-4 py-2">
                <span className="block text-sm text-muted-foreground">{outcomeLabels[outcome]}</span>
                <span className="text-xl font-semibold">{insights.outcomes[outcome]}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-sans text-base font-semibold">Latest comments</h3>
          {insights.latestComments.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No comments yet.</p>
          ) : (
            <ul className="mt-2 grid gap-3">
              {insights.latestComments.map((row, index) => (
                <li key={index} className="rounded-lg border p-3 text-sm">
                  <p className="whitespace-pre-line break-words">{row.comment}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {cancellationReasonLabels[row.reason]} · {outcomeLabels[row.outcome]} · {formatDate(row.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
