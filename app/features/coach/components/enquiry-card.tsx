import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { enquiryBackgrounds, enquiryServices } from '@server/features/enquiries/enquiry.schema';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { splitServerErrors } from '~/lib/form-errors';
import { formatDate } from '~/lib/format-date';
import { useFormProblems } from '~/lib/use-form-problems';
import { updateEnquiry } from '../api/update-enquiry';

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

const labelOf = (choices: Record<string, string>, key: string | null) => (key ? (choices[key] ?? key) : '-');

/** One enquiry, opened as a disclosure: details, status changes, an internal note, a reply link. */
export function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const revalidator = useRevalidator();
  const [note, setNote] = useState(enquiry.internalNote ?? '');
  const [noteError, setNoteError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const problems = useFormProblems();

  const save = async (changes: Parameters<typeof updateEnquiry>[1], done: string) => {
    setSaving(true);
    problems.clear();
    try {
      await updateEnquiry(enquiry.id, changes);
      setNoteError(undefined);
      toast.success(done);
      await revalidator.revalidate();
    } catch (error) {
      const { fieldErrors, message } = splitServerErrors(error, ['internalNote'] as const);
      setNoteError(fieldErrors.internalNote);
      problems.report(message && `Could not update the enquiry: ${message}`);
    } finally {
      setSaving(false);
    }
  };

  const replyHref = `mailto:${encodeURIComponent(enquiry.email)}?subject=${encodeURIComponent('Your enquiry to Clearpath Law Coaching')}`;
  return (
    <details className="group rounded-xl border bg-card shadow-sm open:shadow-md">
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
          {enquiry.status !== 'contacted' ? (
            <Button size="sm" disabled={saving} onClick={() => save({ status: 'contacted' }, 'Marked as contacted')}>
              Mark contacted
            </Button>
          ) : null}
          {enquiry.status !== 'closed' ? (
            <Button size="sm" variant="secondary" disabled={saving} onClick={() => save({ status: 'closed' }, 'Enquiry closed')}>
              Close
            </Button>
          ) : null}
        </div>
        <form
          ref={problems.formRef}
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save({ internalNote: note }, 'Note saved');
          }}
        >
          <ErrorSummary id={problems.summaryId} messages={[problems.problem, noteError]} />
          <FormField label="Internal note (coaches only)" error={noteError}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
          </FormField>
          <Button type="submit" size="sm" variant="outline" className="justify-self-start" disabled={saving}>
            Save note
          </Button>
        </form>
      </div>
    </details>
  );
}
