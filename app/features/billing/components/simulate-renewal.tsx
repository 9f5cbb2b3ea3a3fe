import { Form } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';

export const demoRenewalIntent = 'renewal';

/**
 * The demo portal's stand-in for the renewal date: renew now, and the card succeeds or fails.
 * The page's own status and error summary say what happened. When the membership does not
 * renew now (`refusal`, the server's reason), the reason stands in place of the buttons.
 */
export function SimulateRenewal({ refusal }: { refusal: string | null }) {
  const form = useActionForm({ intent: demoRenewalIntent });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Simulate a renewal</CardTitle>
        <CardDescription>Renew now, as on your renewal date, to try what happens when a card succeeds or fails.</CardDescription>
      </CardHeader>
      <CardContent>
        {refusal ? (
          <p>{refusal}</p>
        ) : (
          <Form method="post" className="flex flex-wrap gap-3">
            {form.intentInput}
            <SubmitButton name="outcome" value="paid" variant="outline" pending={form.pending} pendingLabel="Renewing...">
              Card succeeds
            </SubmitButton>
            <SubmitButton name="outcome" value="failed" variant="outline" pending={form.pending} pendingLabel="Renewing...">
              Card fails
            </SubmitButton>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
