import { Form, Link } from 'react-router';
import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDate } from '@content/uk-dates';
import { useActionForm } from '~/lib/forms/use-action-form';
import { pricePhrase } from '../price-phrase';
import { membershipFormAction, resumeIntent, undoCancelIntent } from './membership-intents';
import { PauseMembershipForm } from './pause-forms';

function CancelLink() {
  return (
    <Button asChild variant="outline" className="justify-self-start">
      <Link to="/payment-plan/cancel">Cancel membership</Link>
    </Button>
  );
}

/**
 * What the member can do next, under the plan: pause (when they may) or cancel an active
 * membership; resume one cancelled at period end; cancel a paused one.
 */
export function MembershipChoices({ status, canPause }: { status: SubscriptionStatusResponse; canPause: boolean }) {
  // The resume buttons sat in notices that are gone once they worked: their results show here.
  const resumed = useActionForm({ intent: resumeIntent });
  const undone = useActionForm({ intent: undoCancelIntent });
  if (status.status === 'paused') {
    return (
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Cancel instead</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            You can cancel without resuming first: the pause ends, the paid time you had left runs from today, and then your membership ends.
            Nothing more is charged.
          </p>
          <CancelLink />
        </CardContent>
      </Card>
    );
  }
  if (!status.subscribed) return null;
  if (status.cancelAtPeriodEnd) return <UndoCancellation status={status} />;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Pause or cancel</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormStatus message={resumed.message ?? undone.message} />
        {canPause ? <PauseMembershipForm /> : null}
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">Cancelling stops renewal: you keep access until the end of the period you have paid for.</p>
          <CancelLink />
        </div>
      </CardContent>
    </Card>
  );
}

/** A membership cancelled at period end: when access ends, and the way to keep it after all. */
function UndoCancellation({ status }: { status: SubscriptionStatusResponse }) {
  const form = useActionForm({ intent: undoCancelIntent });
  const ends = status.currentPeriodEnd ? formatDate(status.currentPeriodEnd) : null;
  const price =
    status.price && status.currency && status.billingInterval
      ? pricePhrase({ ...status.price, currency: status.currency, interval: status.billingInterval })
      : null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Your membership is cancelled</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" action={membershipFormAction} ref={form.formRef} className="grid gap-3">
          {form.intentInput}
          <ErrorSummary id={form.summaryId} messages={[form.formError]} />
          <p className="text-sm text-muted-foreground">
            {ends ? `You keep access until ${ends}, and nothing more is charged. ` : 'You keep access until the end of the period you have paid for. '}
            Changed your mind? Resume it and it renews as before{ends ? ` on ${ends}` : ''}
            {price ? `, at ${price}` : ''}.
          </p>
          <SubmitButton className="justify-self-start" pending={form.pending} pendingLabel="Resuming...">
            Resume membership
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
