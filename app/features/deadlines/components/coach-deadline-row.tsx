import { Archive, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { opportunities } from '@content/firms';
import type { CalendarEntry } from '@server/features/deadlines/list-deadlines';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitRow } from '~/components/ui/submit-row';
import type { FormResult } from '~/lib/forms/form-result';
import { formatDate } from '@content/uk-dates';
import { rowIntent } from '~/lib/forms/row-intent';
import { useActionForm } from '~/lib/forms/use-action-form';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';
import { DeadlineFields, deadlineFieldNames } from './deadline-fields';

export const deadlineIntents = { edit: 'edit', check: 'check', retire: 'retire' } as const;
/**
 * Every row's "Mark checked" and "Retire" share one fetcher. A retired row leaves the list,
 * so the page says what happened; a checked one stays in place (checked today) and says so
 * itself.
 */
export const deadlineStatusFetcher = 'deadline-status';

const rowAnchor = (id: string) => `entry-${id}`;

/** One entry in the coach's list: what it says, whether it is checked, and its forms. */
export function CoachDeadlineRow({ entry }: { entry: CalendarEntry }) {
  const status = useFetcher<FormResult>({ key: deadlineStatusFetcher });
  const busy = status.state !== 'idle' && String(status.formData?.get('intent') ?? '').endsWith(`:${entry.id}`);
  const check = useActionForm({ intent: rowIntent(deadlineIntents.check, entry.id), fetcher: status });
  const rowRef = useRef<HTMLLIElement>(null);
  // The pressed button was disabled while the check was sent, which drops focus: give it to the row, which says what happened.
  const checked = status.state === 'idle' && check.message !== undefined;
  useEffect(() => {
    if (checked) rowRef.current?.focus();
  }, [checked]);
  const edit = useFetcherForm({ intent: rowIntent(deadlineIntents.edit, entry.id) });
  const label = `${entry.firm}, ${opportunities[entry.opportunity]}`;
  const editing = Boolean(edit.formError || Object.keys(edit.errors).length > 0 || edit.message);

  return (
    <li
      ref={rowRef}
      id={rowAnchor(entry.id)}
      tabIndex={-1}
      aria-labelledby={`${rowAnchor(entry.id)}-title`}
      className={`grid scroll-mt-24 gap-3 rounded-xl border bg-card p-4 focus-visible:outline-2 focus-visible:outline-ring ${entry.checkedOn ? '' : 'border-l-4 border-l-gold'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${rowAnchor(entry.id)}-title`} className="font-sans text-base font-semibold">
            {label}
          </h3>
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
        {/* Without scripts the page comes back at this entry, not at the top. */}
        <status.Form method="post" action={`/coach/deadlines#${rowAnchor(entry.id)}`} className="flex flex-wrap gap-2">
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
      <ErrorSummary id={check.summaryId} messages={[check.formError]} />
      {/* Said once the row has reloaded as checked, so the words and the row agree. */}
      <FormStatus message={checked ? check.message : undefined} />
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
