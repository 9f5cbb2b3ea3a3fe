import { formatMoney } from '@content/plans';
import { site } from '@content/site';
import type { Route } from './+types/billing-invoice';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { findOwnInvoice } from '@server/features/billing/subscription-status';
import { formatDate } from '@content/uk-dates';

export const meta: Route.MetaFunction = () => [{ title: 'Invoice | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/** A demo-provider invoice, shown only to its owner (Stripe invoices live on Stripe). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  const invoice = await findOwnInvoice(context.services.db, { userId: viewer.userId, providerInvoiceId: routeParam(params.id, pathParams.invoiceId) });
  if (!invoice) pageNotFound();
  return { invoice, billedTo: `${viewer.firstName} ${viewer.lastName} <${viewer.email}>` };
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice, billedTo } = loaderData;
  return (
    <article className="mx-auto my-10 max-w-2xl rounded-xl border bg-card p-8 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-6">
        <div>
          <h1 className="text-2xl font-semibold">Invoice</h1>
          <p className="text-sm text-muted-foreground">{invoice.providerInvoiceId}</p>
        </div>
        <div className="text-right text-sm">
          <p className="font-semibold">{site.name}</p>
          <p className="text-muted-foreground">{site.contactEmail}</p>
        </div>
      </header>
      <dl className="grid gap-3 py-6 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Billed to</dt>
          <dd>{billedTo}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Date</dt>
          <dd>{formatDate(invoice.issuedAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Period</dt>
          <dd>
            {invoice.periodStart && invoice.periodEnd ? `${formatDate(invoice.periodStart)} to ${formatDate(invoice.periodEnd)}` : '-'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd className="capitalize">{invoice.status}</dd>
        </div>
      </dl>
      <table className="w-full border-t text-sm">
        <caption className="sr-only">Invoice lines</caption>
        <tbody>
          <tr className="border-b">
            <th scope="row" className="py-3 text-left font-normal">{invoice.description}</th>
            <td className="py-3 text-right">{formatMoney(invoice.amount + invoice.discountAmount, invoice.currency)}</td>
          </tr>
          {invoice.discountAmount > 0 ? (
            <tr className="border-b">
              <th scope="row" className="py-3 text-left font-normal">
                Discount{invoice.promotionCode ? ` (promotion code ${invoice.promotionCode})` : ''}
              </th>
              <td className="py-3 text-right">
                <span aria-hidden="true">−</span>
                <span className="sr-only">minus </span>
                {formatMoney(invoice.discountAmount, invoice.currency)}
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" className="py-3 text-left font-semibold">Total</th>
            <td className="py-3 text-right font-semibold">{formatMoney(invoice.amount, invoice.currency)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-6 text-xs text-muted-foreground">Issued by the demo payment provider: no card was charged.</p>
    </article>
  );
}

export const handle = { what: 'your invoices' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
