import { data, type AppLoadContext } from 'react-router';
import { payDemoInvoice } from '@server/features/billing/providers/demo-renewals';
import { requireMember } from '~/lib/page-guards.server';
import { formSuccess, submitWrite } from '~/lib/forms/form-action.server';

/** "Update card and pay" on the payment plan (demo provider): pays the open invoice, access back at once. */
export async function payNowAction(context: AppLoadContext, form: FormData) {
  const viewer = await requireMember(context);
  if (context.services.payments.name !== 'demo') throw data(null, { status: 404 });
  return submitWrite(form, async () => {
    await payDemoInvoice(context.services, { userId: viewer.userId });
    return formSuccess(form, 'Payment received. Your membership is active again.');
  });
}
