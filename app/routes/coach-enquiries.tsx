import { NavLink } from 'react-router';
import type { Route } from './+types/coach-enquiries';
import { enquiryUpdateSchema, listEnquiries, updateEnquiry } from '@server/features/admin/enquiries';
import { notFound } from '@server/platform/errors';
import { guardedViewer } from '~/lib/page-guards.server';
import { parseForm, formSuccess, readForm, refusedForm, unknownIntent } from '~/lib/forms/form-action.server';
import { EnquiryCard, enquiryIntents, EnquiryStatusResult } from '~/features/coach/components/enquiry-card';
import { readIntent } from '~/lib/forms/row-intent';
import { Pager } from '~/features/coach/components/pager';
import { cn } from '~/lib/cn';

export const meta: Route.MetaFunction = () => [{ title: 'Enquiries | Coach area' }];

const filters = [
  { status: undefined, label: 'All' },
  { status: 'new', label: 'New' },
  { status: 'contacted', label: 'Contacted' },
  { status: 'closed', label: 'Closed' },
] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const requested = url.searchParams.get('status');
  const status = filters.find((f) => f.status === requested)?.status;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  return { status: status ?? null, ...(await listEnquiries(context.services.db, { status, page })) };
}

const doneMessages = { new: 'Reopened', contacted: 'Marked as contacted', closed: 'Closed' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const coach = guardedViewer(context);
  const form = await readForm(request);
  const { kind, id } = readIntent(form);
  if (kind !== enquiryIntents.status && kind !== enquiryIntents.note) {
    return unknownIntent(form);
  }
  const parsed = parseForm(form, enquiryUpdateSchema);
  if (!parsed.ok) return parsed.failure;
  const updated = await updateEnquiry(context.services.db, { enquiryId: id, changes: parsed.data, coach });
  if (!updated) return refusedForm(form, notFound('No such enquiry'));
  return formSuccess(form, parsed.data.status ? `${doneMessages[parsed.data.status]}: ${updated.name}` : 'Note saved');
}

export default function CoachEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiries, status, total, page, pageSize } = loaderData;
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-semibold">Enquiries</h1>
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li key={filter.label}>
              <NavLink
                to={filter.status ? `?status=${filter.status}` : '?'}
                aria-current={filter.status === (status ?? undefined) ? 'page' : undefined}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm',
                  filter.status === (status ?? undefined) ? 'border-primary bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted',
                )}
              >
                {filter.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-muted-foreground" role="status">
        {total} enquir{total === 1 ? 'y' : 'ies'}
      </p>
      <EnquiryStatusResult actionData={actionData} />
      <ul className="grid gap-3">
        {enquiries.map((enquiry) => (
          <li key={enquiry.id}>
            <EnquiryCard enquiry={enquiry} />
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
