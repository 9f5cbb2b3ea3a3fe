import { Link, useFetcher } from 'react-router';
import type { TrackedApplication } from '@server/features/applications/application-queries';
import { applicationStages, opportunities } from '@server/features/applications/application.schema';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { Textarea } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDate } from '@content/uk-dates';
import { rowIntent } from '~/lib/forms/row-intent';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';
import { applicationAnchor, applicationName, stageFetcherKey, trackerIntents } from '../tracker-intents';
import { ApplicationDetailsForm } from './application-details-form';
import { CardDragHandle } from './card-drag-handle';
import { StageControls } from './stage-controls';

/** When it closes, as a card or a table row says it. */
export const closingText = (closesOn: string | null) => (closesOn ? `Closes ${formatDate(closesOn)}` : 'No closing date');

/** Its notes, saved without leaving the page (a plain post without scripts, after which the notes stay open with the outcome). */
function NotesForm({ application }: { application: TrackedApplication }) {
  const notes = useFetcherForm({ intent: rowIntent(trackerIntents.notes, application.id) });
  return (
    <details open={notes.message || notes.formError || notes.errors.notes ? true : undefined} className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">Notes{application.notes ? '' : ' (none yet)'}</summary>
      <notes.fetcher.Form method="post" ref={notes.formRef} noValidate preventScrollReset className="mt-2 grid gap-2">
        {notes.intentInput}
        <ErrorSummary id={notes.summaryId} messages={[notes.formError, notes.errors.notes]} />
        <FormField label={`Notes on ${applicationName(application)}`} error={notes.errors.notes}>
          <Textarea name="notes" rows={4} defaultValue={notes.value('notes', application.notes)} />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton size="sm" variant="outline" pending={notes.pending} pendingLabel="Saving...">
            Save notes
          </SubmitButton>
          <FormStatus message={notes.message} />
        </div>
      </notes.fetcher.Form>
    </details>
  );
}

/** Delete, behind a disclosure that asks first (no script needed to confirm). */
function DeleteApplication({ application }: { application: TrackedApplication }) {
  const fetcher = useFetcher({ key: stageFetcherKey });
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">Delete</summary>
      <fetcher.Form method="post" preventScrollReset className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value={rowIntent(trackerIntents.remove, application.id)} />
        <p>Stop tracking {applicationName(application)}? Its notes and any draft answers are deleted too.</p>
        <Button type="submit" size="sm" variant="destructive" disabled={fetcher.state !== 'idle'} className="h-auto justify-self-start whitespace-normal text-left">
          Yes, delete {applicationName(application)}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/**
 * One application on the board: where it stands, how to move it (its handle drags it to
 * another column; the controls do the same from a keyboard), its details and notes.
 */
export function ApplicationCard({ application }: { application: TrackedApplication }) {
  const reached = application.stageDates[application.stage];
  return (
    <article
      id={applicationAnchor(application.id)}
      tabIndex={-1}
      aria-labelledby={`${applicationAnchor(application.id)}-title`}
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-ring data-dragging:relative data-dragging:z-10 data-dragging:shadow-lg"
    >
      <div className="relative pr-8">
        <CardDragHandle applicationId={application.id} />
        <h4 id={`${applicationAnchor(application.id)}-title`} className="font-semibold">
          <Link to={`/applications/${application.id}`} className="hover:underline">
            {application.firm}
          </Link>
        </h4>
        <p className="text-sm text-muted-foreground">{opportunities[application.opportunity]}</p>
        <p className="text-sm">{closingText(application.closesOn)}</p>
        {reached ? (
          <p className="text-xs text-muted-foreground">
            {applicationStages[application.stage]} since {formatDate(reached)}
          </p>
        ) : null}
      </div>
      <StageControls application={application} name={applicationName(application)} />
      <ApplicationDetailsForm application={application} />
      <NotesForm application={application} />
      <DeleteApplication application={application} />
    </article>
  );
}
