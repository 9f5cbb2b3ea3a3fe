import { Link } from 'react-router';
import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { FormStatus } from '~/components/ui/form-status';
import { useActionForm } from '~/lib/forms/use-action-form';
import { resumeIntent } from './membership-intents';
import { PauseMembershipForm } from './pause-forms';

/** Pause (when the member may) or cancel: shown on the payment plan under an active membership. */
export function MembershipChoices({ status, canPause }: { status: SubscriptionStatusResponse; canPause: boolean }) {
  // The resume button sat in the paused notice, gone once it worked: its result shows here.
  const resumed = useActionForm({ intent: resumeIntent });
  if (!status.subscribed || status.cancelAtPeriodEnd) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Pause or cancel</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormStatus message={resumed.message} />
        {canPause ? <PauseMembershipForm /> : null}
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">Cancelling stops renewal: you keep access until the end of the period you have paid for.</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link to="/payment-plan/cancel">Cancel membership</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
