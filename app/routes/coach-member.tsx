import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, plans, isPlanId } from '@content/plans';
import type { Route } from './+types/coach-member';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { getMemberDetail } from '@server/features/admin/members';
import { countUploads } from '@server/features/uploads/upload-queries';

import { formatDate } from '@content/uk-dates';
import { uploadHref } from '~/features/uploads/upload-links';
import { pageNotFound } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.detail.profile.name ?? 'Member'} | Coach area` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const userId = routeParam(params.id, pathParams.userId);
  const [detail, heldFiles] = await Promise.all([getMemberDetail(context.services.db, { userId }), countUploads(context.services.db, { userId })]);
  if (!detail) pageNotFound();
  // The files no review request carries are counted, never named or linked.
  return { detail, otherFiles: heldFiles - detail.uploads.length };
}

/** A titled card holding a list, or a line saying there is nothing yet. */
function ListSection({ title, empty, footnote, children }: { title: string; empty?: string; footnote?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="grid gap-1 text-sm">{children}</ul>
        )}
        {footnote ? <p className="mt-3 text-sm text-muted-foreground">{footnote}</p> : null}
      </CardContent>
    </Card>
  );
}

export default function CoachMember({ loaderData }: Route.ComponentProps) {
  const { profile, subscriptions, invoices, progress, uploads, reviews } = loaderData.detail;
  const { otherFiles } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <Link to="/coach/members" className="text-sm text-primary underline">
          All members
        </Link>
        <h1 className="mt-2 text-3xl font-semibold">{profile.name}</h1>
        <p className="text-muted-foreground">{profile.email}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">University</dt>
              <dd>{profile.university}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Background</dt>
              <dd>{profile.lawBackground ? 'Law' : 'Non-Law'}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Joined</dt>
              <dd>{formatDate(profile.joinedAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Email verified</dt>
              <dd>{profile.emailVerified ? 'Yes' : 'No'}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <ListSection title="Subscriptions" empty={subscriptions.length === 0 ? 'No subscription.' : undefined}>
        {subscriptions.map((s) => (
          <li key={s.id} className="rounded-lg bg-muted px-4 py-3">
            <strong>{isPlanId(s.planId) ? plans[s.planId].name : s.planId}</strong> · {s.status}
            {s.cancelAtPeriodEnd ? ' (cancels at period end)' : ''} · period ends {formatDate(s.currentPeriodEnd)} ·{' '}
            {s.provider}
          </li>
        ))}
      </ListSection>
      <ListSection title="Invoices" empty={invoices.length === 0 ? 'No invoices.' : undefined}>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            {formatDate(invoice.issuedAt)} · {invoice.description} · {formatMoney(invoice.amount, invoice.currency)} ·{' '}
            {invoice.status}
          </li>
        ))}
      </ListSection>
      <ListSection
        title="Files sent for review"
        empty={uploads.length === 0 ? 'No files sent for review.' : undefined}
        footnote={otherFiles > 0 ? `The member holds ${otherFiles} other ${otherFiles === 1 ? 'file' : 'files'}, seen only by them unless they send it for review.` : undefined}
      >
        {uploads.map((upload) => (
          <li key={upload.id}>
            <a href={uploadHref(upload.id)} className="text-primary underline">
              {upload.name}
            </a>{' '}
            · {(upload.size / 1024 / 1024).toFixed(2)} MB
          </li>
        ))}
      </ListSection>
      <ListSection title="Reviews" empty={reviews.length === 0 ? 'No reviews.' : undefined}>
        {reviews.map((review) => (
          <li key={review.id}>
            <Link to={`/coach/reviews/${review.id}`} className="text-primary underline">
              {review.targetFirm}
            </Link>{' '}
            · {review.status.replace('_', ' ')} · submitted {formatDate(review.submittedAt)}
            {review.overdue ? ' · overdue' : ''}
          </li>
        ))}
      </ListSection>
      <ListSection title="Library progress" empty={progress.length === 0 ? 'Nothing opened yet.' : undefined}>
        {progress.map((row) => (
          <li key={row.collection}>
            {row.collection}: {row.opened} opened, {row.completed} completed
          </li>
        ))}
      </ListSection>
    </div>
  );
}
