import type { RouterContextProvider } from 'react-router';
import { demoRenewalSchema } from '@server/features/billing/renewals.schema';
import { renewDemoSubscription } from '@server/features/billing/providers/demo-renewals';
import { guardedViewer } from '~/lib/page-guards.server';
import { formSetback, formSuccess, parseForm, submitWrite } from '~/lib/forms/form-action.server';

/** The demo portal's "Simulate a renewal" (as `POST /api/billing/demo/renewal`). */
export async function simulateRenewalAction(context: Readonly<RouterContextProvider>, form: FormData) {
  const viewer = guardedViewer(context);
  const parsed = parseForm(form, demoRenewalSchema);
  if (!parsed.ok) return parsed.failure;
  return submitWrite(form, async () => {
    await renewDemoSubscription(context.services, { userId: viewer.userId, outcome: parsed.data.outcome });
    return parsed.data.outcome === 'paid'
      ? formSuccess(form, 'Renewed: the card was charged and a new period has started.')
      : formSetback(form, 'The renewal payment failed. Your membership is now past due.');
  });
}
