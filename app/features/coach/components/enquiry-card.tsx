import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { enquiryBackgrounds, enquiryServices } from '@server/features/enquiries/enquiry.schema';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { Textarea } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDate } from '@content/uk-dates';
import type { FormResult } from '~/lib/forms/form-result';
import { rowIntent } from '~/lib/forms/row-intent';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';

type Enquiry = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  background: string | null;
  message: string | null;
  status: 'new' | 'contacted' | 'closed';
  internalNote: string | null;
  createdAt: string | Date;
};

export const enquiryIntents = { status: 'status', note: 'note' } as const;
/**
 * Every card's status buttons share one fetcher: a status change can move the card out of
 * the filtered list, so the page, not the card, shows what happened (EnquiryStatusResult).
 */
export const enquiryStatusFetcher = 'enquiry-status';

const labelOf = (choices: Record<string, string>, key: string | null) => (key ? (choices[key] ?? key) : '-');

/** One enquiry, opened as a disclosure: details, status changes, an internal note, a reply link. */
export function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const statusIntent = rowIntent(enquiryIntents.status, enquiry.id);
  const statusFetcher = useFetcher({ key: enquiryStatusFetcher });
  const changingStatus = statusFetcher.state !== 'idle' && statusFetcher.formData?.get('intent') === statusIntent;
  const note = useFetcherForm({ intent: rowIntent(enquiryIntents.note, enquiry.id) });

  const replyHref = `mailto:${encodeURIComponent(enquiry.email)}?subject=${encodeURIComponent('Your enquiry to Clearpath Law Coaching')}`;
  return (
    // A page re-rendered after a note was posted without JavaScript opens the card it was about.
    <details open={note.message || note.formError || note.errors.internalNote ? true : undefined} className="group rounded-xl border bg-card shadow-sm open:shadow-md">
      <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 p-4 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="font-medium">{enquiry.name}</span> <span className="text-sm text-muted-foreground">{enquiry.email}</span>
        </span>
        <span className="flex items-center gap-3 text-sm">
          <span className="rounded-full bg-muted px-2.5 py-0.5 capitalize">{enquiry.status}</span>
          <span className="text-muted-foreground">{formatDate(enquiry.createdAt)}</span>
        </span>
      </summary>
      <div className="grid gap-4 border-t p-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <div><dt className="text-muted-foreground">Phone</dt><dd>{enquiry.phone ?? '-'}</dd></div>
          <div><dt className="text-muted-foreground">Service</dt><dd>{labelOf(enquiryServices, enquiry.service)}</dd></div>
          <div><dt className="text-muted-foreground">Background</dt><dd>{labelOf(enquiryBackgrounds, enquiry.background)}</dd></div>
        </dl>
        <p className="whitespace-pre-wrap text-sm">{enquiry.message ?? 'No message.'}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={replyHref}>
              <Mail aria-hidden="true" /> Reply by email
            </a>
          </Button>
          <statusFetcher.Form method="post" className="contents">
            <input type="hidden" name="intent" value={statusIntent} />
            {enquiry.status !== 'contacted' ? (
              <Button type="submit" size="sm" name="status" value="contacted" disabled={changingStatus}>
                Mark contacted
              </Button>
            ) : null}
            {enquiry.status !== 'closed' ? (
              <Button type="submit" size="sm" variant="secondary" name="status" value="closed" disabled={changingStatus}>
                Close
              </Button>
            ) : null}
          </statusFetcher.Form>
        </div>
        <note.fetcher.Form method="post" ref={note.formRef} noValidate className="grid gap-2">
          {note.intentInput}
          <ErrorSummary id={note.summaryId} messages={[note.formError, note.errors.internalNote]} />
          <FormField label="Internal note (coaches only)" error={note.errors.internalNote}>
            <Textarea name="internalNote" rows={3} defaultValue={note.value('internalNote', enquiry.internalNote ?? '')} />
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton size="sm" variant="outline" pending={note.pending} pendingLabel="Saving...">
              Save note
            </SubmitButton>
            <FormStatus message={note.message} />
          </div>
        </note.fetcher.Form>
      </div>
    </details>
  );
}

/** What the last status change did (or why it did not), shown above the list. */
export function EnquiryStatusResult({ actionData }: { actionData: FormResult | undefined }) {
  const fetcher = useFetcher<FormResult>({ key: enquiryStatusFetcher });
  const answer = fetcher.data ?? actionData;
  const result = answer?.intent?.startsWith(`${enquiryIntents.status}:`) ? answer : undefined;
  const summaryId = useId();
  return (
    <>
      <ErrorSummary id={summaryId} messages={result && !result.ok ? [result.formError, ...Object.values(result.fieldErrors)] : []} />
      <FormStatus message={result?.ok ? result.message : undefined} />
    </>
  );
}
