import { Form } from 'react-router';
import type { DataExportSummary } from '@server/features/data-export/data-exports';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitRow } from '~/components/ui/submit-row';
import { formatDateTime } from '@content/uk-dates';
import { useActionForm } from '~/lib/forms/use-action-form';

export const dataExportIntent = 'data-export';

/** What the settings page shows of the latest export: its download link (a path on this site) while it lasts. */
export type LatestDataExport = Omit<DataExportSummary, 'downloadUrl'> & { downloadPath: string | null };

function LatestExport({ latest }: { latest: LatestDataExport }) {
  switch (latest.status) {
    case 'preparing':
      return <p className="text-sm">Preparing the copy you asked for on {formatDateTime(latest.requestedAt)}. We will email you a link when it is ready.</p>;
    case 'ready':
      return (
        <p className="text-sm">
          Your data is ready:{' '}
          <a href={latest.downloadPath!} className="font-medium underline underline-offset-4" download>
            download your data (ZIP)
          </a>
          . The link works until {formatDateTime(latest.expiresAt!)}.
        </p>
      );
    case 'expired':
      return <p className="text-sm text-muted-foreground">Your last copy (from {formatDateTime(latest.readyAt!)}) has expired. Ask for a new one below.</p>;
    case 'failed':
      return <p className="text-sm text-muted-foreground">We could not prepare your last copy. Please ask again; if it fails again, contact us.</p>;
  }
}

/**
 * "Download my data" on the settings page: asks for a copy of everything held about the
 * member (posted to the page's action, so it works without JavaScript) and shows where the
 * latest one is.
 */
export function DataExport({ latest }: { latest: LatestDataExport | null }) {
  const form = useActionForm({ intent: dataExportIntent });
  return (
    <Form method="post" ref={form.formRef} preventScrollReset className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError]} />
      <p className="text-sm text-muted-foreground">
        A ZIP file with everything we hold about you: your account, settings, membership and invoices, reading progress, applications and
        drafts, reviews with your coach’s feedback, the emails we sent you, and the files you uploaded or received. We email you a link when
        it is ready; the link works for 7 days, only while you are signed in.
      </p>
      {latest && (
        <div role="status">
          <LatestExport latest={latest} />
        </div>
      )}
      <SubmitRow pending={form.pending} pendingLabel="Requesting..." message={form.message}>
        Download my data
      </SubmitRow>
    </Form>
  );
}
