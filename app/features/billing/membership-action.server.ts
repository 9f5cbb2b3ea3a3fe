import type { RouterContextProvider } from 'react-router';
import { pauseSchema } from '@server/features/billing/lifecycle/lifecycle.schema';
import { pauseSubscription, resumeSubscription, undoCancellation } from '@server/features/billing/lifecycle/membership-changes';
import { formSuccess, parseForm, submitWrite } from '~/lib/forms/form-action.server';
import { formatDate } from '@content/uk-dates';
import { guardedViewer } from '~/lib/page-guards.server';
import { pauseIntent, resumeIntent, undoCancelIntent } from './components/membership-intents';

const membershipIntents: unknown[] = [pauseIntent, resumeIntent, undoCancelIntent];
export const isMembershipIntent = (form: FormData) => membershipIntents.includes(form.get('intent'));

/**
 * Pause, resume and undoing a cancellation, for the payment plan page's action (the forms on the hub and the demo
 * portal post there too). A paused member holds no subscriber access, so the guard is
 * membership; the domain functions refuse what the member may not do (409).
 */
export async function membershipAction(context: Readonly<RouterContextProvider>, form: FormData) {
  const viewer = guardedViewer(context);
  return submitWrite(form, async () => {
    if (form.get('intent') === pauseIntent) {
      const parsed = parseForm(form, pauseSchema);
      if (!parsed.ok) return parsed.failure;
      const { resumesAt } = await pauseSubscription(context.services, { userId: viewer.userId, months: parsed.data.months });
      return formSuccess(form, `Your membership is paused until ${formatDate(resumesAt)}.`);
    }
    if (form.get('intent') === undoCancelIntent) {
      const { renewsAt } = await undoCancellation(context.services, { userId: viewer.userId });
      return formSuccess(form, `Your membership is resumed: it renews on ${formatDate(renewsAt)}.`);
    }
    await resumeSubscription(context.services, { userId: viewer.userId });
    return formSuccess(form, 'Your membership is active again: premium access is back.');
  });
}
