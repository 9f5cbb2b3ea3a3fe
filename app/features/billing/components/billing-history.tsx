import { ExternalLink } from 'lucide-react';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { formatMoney } from '@content/plans';
import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { formatDate } from '@content/uk-dates';

type Invoice = SubscriptionStatusResponse['billingHistory'][number];

/** Invoices as a table that stays readable on a phone. */
export function BillingHistory({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet.</p>;
  return (
    <ScrollRegion label="Billing history">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Billing history</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Date</th>
            <th scope="col" className="py-2 pr-4 font-medium">Description</th>
            <th scope="col" className="py-2 pr-4 font-medium">Amount</th>
            <th scope="col" className="py-2 pr-4 font-medium">Status</th>
            <th scope="col" className="py-2 font-medium"><span className="sr-only">Invoice</span></th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b last:border-0">
              <td className="py-3 pr-4 whitespace-nowrap">{formatDate(invoice.date)}</td>
              <td className="py-3 pr-4">{invoice.description}</td>
              <td className="py-3 pr-4 whitespace-nowrap">
                {formatMoney(invoice.amount, invoice.currency)}
                {invoice.discountAmount > 0 ? (
                  <span className="block text-xs text-muted-foreground">
                    {formatMoney(invoice.discountAmount, invoice.currency)} off{invoice.promotionCode ? ` with ${invoice.promotionCode}` : ''}
                  </span>
                ) : null}
              </td>
              <td className="py-3 pr-4 capitalize">{invoice.status}</td>
              <td className="py-3">
                {invoice.invoiceUrl ? (
                  <a href={invoice.invoiceUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    View<span className="sr-only"> invoice of {formatDate(invoice.date)} (opens in a new tab)</span>
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
