import { Form } from 'react-router';
import { formatMoney } from '@content/plans';
import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDate } from '@content/uk-dates';
import { useActionForm } from '~/lib/forms/use-action-form';
import { ManagePlanButton } from './manage-plan-button';

export const payNowIntent = 'pay-now';

/**
 * On the payment plan while a renewal has failed: the deadline, and the way to pay. The demo
 * provider pays the open invoice here; with Stripe, its portal takes the new card and pays.
 * Shown on the page at all times: it says so when the payment went through.
 */
export function PastDueNotice({ status }: { status: SubscriptionStatusResponse }) {
  const form = useActionForm({ intent: payNowIntent });
  // Once paid, only the outcome stays: the notice has gone with the failed payment.
  if (status.status !== 'past_due') return <FormStatus message={form.message} />;
  const openInvoice = status.billingHistory.find((invoice) => invoice.status === 'open');
  return (
    <section aria-labelledby="past-due-title" className="grid gap-3 rounded-lg border border-destructive/50 p-4">
      <h2 id="past-due-title" className="font-sans text-lg font-semibold">
        Your last payment failed
      </h2>
      <p>
        {openInvoice ? `We could not take ${formatMoney(openInvoice.amount, openInvoice.currency)}. ` : null}
        {status.graceEndsAt ? `Update your card and pay by ${formatDate(status.graceEndsAt)} to keep your membership.` : 'Update your card and pay to keep your membership.'}
      </p>
      {status.provider === 'demo' ? (
        <Form method="post" ref={form.formRef} className="grid justify-items-start gap-3">
          {form.intentInput}
          <ErrorSummary id={form.summaryId} messages={[form.formError]} />
          <SubmitButton pending={form.pending} pendingLabel="Paying...">
            Update card and pay (demo)
          </SubmitButton>
        </Form>
      ) : (
        <ManagePlanButton className="justify-self-start">Update card and pay</ManagePlanButton>
      )}
      <FormStatus message={form.message} />
    </section>
  );
}
