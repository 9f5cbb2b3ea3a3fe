import { Form, Link } from 'react-router';
import type { Route } from './+types/coach-practice-import';
import { importPracticeItemsFile, type ImportReport } from '@server/features/practice-admin/import-items';
import { csvColumnNotes, maxImportRows } from '@server/features/practice-admin/item-csv';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitRow } from '~/components/ui/submit-row';
import { readForm, submitWrite } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Import items | Practice tests | Coach area' }];

export const loader = () => ({ columns: csvColumnNotes, maxImportRows });

export async function action({ request, context }: Route.ActionArgs) {
  const coach = guardedViewer(context);
  const form = await readForm(request);
  return submitWrite(form, async () => ({ ok: true as const, report: await importPracticeItemsFile(context.services.db, { file: form.get('file'), coach }) }));
}

function Report({ report }: { report: ImportReport }) {
  return (
    <section aria-labelledby="report-heading" role="status" className="grid gap-3 rounded-lg border border-border p-4">
      <h2 id="report-heading" className="font-sans text-xl font-semibold">
        {report.imported} {report.imported === 1 ? 'item' : 'items'} imported as drafts
        {report.errors.length > 0 ? `; ${new Set(report.errors.map((error) => error.row)).size} refused` : ''}
      </h2>
      {report.errors.length > 0 ? (
        <>
          <p className="text-sm">Nothing of a refused row was stored. Correct these and import those rows again:</p>
          <ul className="grid gap-1 text-sm">
            {report.errors.map((error) => (
              <li key={`${error.row}-${error.field}`}>
                <strong>
                  Row {error.row}, {error.field}:
                </strong>{' '}
                {error.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.imported > 0 ? (
        <p className="text-sm">
          <Link to="/coach/practice?status=draft" className="text-primary underline">
            See the drafts
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export default function CoachPracticeImport({ loaderData, actionData }: Route.ComponentProps) {
  const form = useActionForm();
  const report = actionData && 'report' in actionData ? actionData.report : undefined;
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm">
          <Link to="/coach/practice" className="text-primary underline">
            Practice tests
          </Link>
        </p>
        <h1 className="text-3xl font-semibold">Import items from CSV</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Each row becomes a draft item; a row with a problem is reported by its number (the header is row 1) and column, and nothing of it is stored. At most{' '}
          {loaderData.maxImportRows} rows a file.
        </p>
      </div>
      <Form method="post" encType="multipart/form-data" ref={form.formRef} noValidate className="grid gap-4">
        <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
        <FormField label="CSV file" error={form.errors.file} hint="UTF-8, with the template’s header row.">
          <Input type="file" name="file" accept=".csv,text/csv" />
        </FormField>
        <SubmitRow pending={form.pending} pendingLabel="Importing..." message={undefined}>
          Import
        </SubmitRow>
      </Form>
      {report ? <Report report={report} /> : null}
      <section aria-labelledby="columns-heading" className="grid gap-3">
        <h2 id="columns-heading" className="font-sans text-xl font-semibold">
          Columns
        </h2>
        <p className="text-sm">
          <a href="/api/admin/practice/items/import/template" className="text-primary underline" download>
            Download the template
          </a>{' '}
          (the header row and one item of each kind). Columns may come in any order.
        </p>
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
          {loaderData.columns.map((column) => (
            <div key={column.column} className="contents">
              <dt className="font-mono font-medium">{column.column}</dt>
              <dd className="text-muted-foreground">{column.meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
