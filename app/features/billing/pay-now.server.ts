import type { RouterContextProvider } from 'react-router';
import { payDemoInvoice } from '@server/features/billing/providers/demo-renewals';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { formSuccess, submitWrite } from '~/lib/forms/form-action.server';

/** "Update card and pay" on the payment plan (demo provider): pays the open invoice, access back at once. */
export async function payNowAction(context: Readonly<RouterContextProvider>, form: FormData) {
  const viewer = guardedViewer(context);
  if (context.services.payments.name !== 'demo') pageNotFound();
  return submitWrite(form, async () => {
    await payDemoInvoice(context.services, { userId: viewer.userId });
    return formSuccess(form, 'Payment received. Your membership is active again.');
  });
}
