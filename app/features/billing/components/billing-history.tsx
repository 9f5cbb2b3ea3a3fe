import { ExternalLink } from 'lucide-react';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { formatMoney } from '@content/plans';
import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { cn } from '~/lib/cn';
import { formatDate } from '@content/uk-dates';

type Invoice = SubscriptionStatusResponse['billingHistory'][number];

/**
 * On a phone each row stacks into lines of "column name: value", the name written beside
 * its value from the cell's data-label, so no column is cut off or hidden behind a scroll.
 */
const cell = cn(
  'py-3 pr-4',
  'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:text-right',
  'max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
);

/** Invoices as a table on wider screens, and stacked rows that show every column on a phone. */
export function BillingHistory({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet.</p>;
  return (
    <ScrollRegion label="Billing history">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">Billing history</caption>
        <thead className="border-b text-muted-foreground max-sm:sr-only">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Date</th>
            <th scope="col" className="py-2 pr-4 font-medium">Description</th>
            <th scope="col" className="py-2 pr-4 font-medium">Amount</th>
            <th scope="col" className="py-2 pr-4 font-medium">Status</th>
            <th scope="col" className="py-2 font-medium"><span className="sr-only">Invoice</span></th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b last:border-0 max-sm:grid max-sm:gap-2 max-sm:py-3">
              <td data-label="Date" className={cn(cell, 'whitespace-nowrap')}>{formatDate(invoice.date)}</td>
              <td data-label="Description" className={cell}>
                <span>
                  {invoice.description}
                  {invoice.periodStart && invoice.periodEnd ? (
                    <span className="block text-xs text-muted-foreground">
                      {formatDate(invoice.periodStart)} to {formatDate(invoice.periodEnd)}
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label="Amount" className={cn(cell, 'whitespace-nowrap')}>
                <span>
                  {formatMoney(invoice.amount, invoice.currency)}
                  {invoice.discountAmount > 0 ? (
                    <span className="block text-xs text-muted-foreground">
                      {formatMoney(invoice.discountAmount, invoice.currency)} off{invoice.promotionCode ? ` with ${invoice.promotionCode}` : ''}
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label="Status" className={cn(cell, 'capitalize')}>{invoice.status}</td>
              <td data-label="Invoice" className={cn(cell, 'pr-0', !invoice.invoiceUrl && 'max-sm:hidden')}>
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
