import { Archive, CircleCheck } from 'lucide-react';
import { useFetcher } from 'react-router';
import { opportunities } from '@content/firms';
import type { CalendarEntry } from '@server/features/deadlines/list-deadlines';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitRow } from '~/components/ui/submit-row';
import { formatDate } from '@content/uk-dates';
import { rowIntent } from '~/lib/forms/row-intent';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';
import { DeadlineFields, deadlineFieldNames } from './deadline-fields';

export const deadlineIntents = { edit: 'edit', check: 'check', retire: 'retire' } as const;
/**
 * Every row's "Mark checked" and "Retire" share one fetcher: both move the row (to the
 * checked ones, or off the list), so the page, not the row, shows what happened.
 */
export const deadlineStatusFetcher = 'deadline-status';

/** One entry in the coach's list: what it says, whether it is checked, and its forms. */
export function CoachDeadlineRow({ entry }: { entry: CalendarEntry }) {
  const status = useFetcher({ key: deadlineStatusFetcher });
  const busy = status.state !== 'idle' && String(status.formData?.get('intent') ?? '').endsWith(`:${entry.id}`);
  const edit = useFetcherForm({ intent: rowIntent(deadlineIntents.edit, entry.id) });
  const label = `${entry.firm}, ${opportunities[entry.opportunity]}`;
  const editing = Boolean(edit.formError || Object.keys(edit.errors).length > 0 || edit.message);

  return (
    <li className={`grid gap-3 rounded-xl border bg-card p-4 ${entry.checkedOn ? '' : 'border-l-4 border-l-gold'}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-sans text-base font-semibold">{label}</h3>
          <p className="text-sm text-muted-foreground">
            {entry.opensOn ? `Opens ${formatDate(entry.opensOn)} · ` : ''}Closes {formatDate(entry.closesOn)}
            {entry.rolling ? ' · rolling' : ''}
          </p>
          <p className="text-sm">
            {entry.checkedOn ? (
              <span className="inline-flex items-center gap-1 text-success">
                <CircleCheck aria-hidden="true" className="size-4" /> Checked {formatDate(entry.checkedOn)}
              </span>
            ) : (
              <span className="font-medium">To check: not yet confirmed on the firm’s page</span>
            )}
          </p>
        </div>
        <status.Form method="post" className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" name="intent" value={rowIntent(deadlineIntents.check, entry.id)} disabled={busy}>
            <CircleCheck aria-hidden="true" />
            Mark checked
            <span className="sr-only">: {label}</span>
          </Button>
          <Button type="submit" size="sm" variant="outline" name="intent" value={rowIntent(deadlineIntents.retire, entry.id)} disabled={busy}>
            <Archive aria-hidden="true" />
            Retire<span className="sr-only">: {label}</span>
          </Button>
        </status.Form>
      </div>
      <details open={editing || undefined} className="border-t pt-3">
        <summary className="cursor-pointer text-sm font-medium text-primary">
          Edit<span className="sr-only">: {label}</span>
        </summary>
        <edit.fetcher.Form method="post" ref={edit.formRef} noValidate className="mt-3 grid gap-4">
          {edit.intentInput}
          <ErrorSummary id={edit.summaryId} messages={[edit.formError, ...deadlineFieldNames.map((name) => edit.errors[name])]} />
          <DeadlineFields form={edit} entry={entry} />
          <SubmitRow pending={edit.pending} pendingLabel="Saving..." message={edit.message}>
            Save<span className="sr-only">: {label}</span>
          </SubmitRow>
        </edit.fetcher.Form>
      </details>
    </li>
  );
}
