import { formatDate } from '@content/uk-dates';
import { formatMoney, plans, type PlanId } from '../../../content/plans';
import { perInterval } from './trial';
import { composeEmail } from '../../platform/mail/compose';

type Recipient = { email: string; firstName: string };

/** The one email of a failed renewal: what failed, the grace deadline, and where to fix it. */
export const graceStartedEmail = (to: Recipient, due: { amount: number; currency: string; graceEndsAt: Date }, updateUrl: string) =>
  composeEmail({
    to: to.email,
    subject: 'Your payment did not go through',
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `We could not take your renewal payment of ${formatMoney(due.amount, due.currency)}.`,
      `Your membership stays open until ${formatDate(due.graceEndsAt)}. Please update your card and pay before then to keep it.`,
    ],
    action: { label: 'Update your card', url: updateUrl },
  });

export const graceReminderEmail = (to: Recipient, graceEndsAt: Date, updateUrl: string) =>
  composeEmail({
    to: to.email,
    subject: `Reminder: update your card by ${formatDate(graceEndsAt)}`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      'Your last membership payment still has not gone through.',
      `Update your card and pay by ${formatDate(graceEndsAt)} to keep your membership. After that your premium access ends.`,
    ],
    action: { label: 'Update your card', url: updateUrl },
  });

export const accessEndedEmail = (to: Recipient, planId: PlanId, plansUrl: string) =>
  composeEmail({
    to: to.email,
    subject: 'Your membership has ended',
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `We could not take payment for your ${plans[planId].name} membership, so your premium access has now ended.`,
      'Your account and everything you saved are still here. You can subscribe again at any time.',
    ],
    action: { label: 'Choose a plan', url: plansUrl },
  });

export const trialEndingEmail = (to: Recipient, trial: { planId: PlanId; endsAt: Date; amount: number; currency: string }, manageUrl: string) =>
  composeEmail({
    to: to.email,
    subject: `Your free trial ends on ${formatDate(trial.endsAt)}`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `Your free trial of ${plans[trial.planId].name} ends on ${formatDate(trial.endsAt)}.`,
      `After that we will charge ${formatMoney(trial.amount, trial.currency)} per ${perInterval(trial.planId)}. Cancel before then and you pay nothing.`,
    ],
    action: { label: 'Manage your membership', url: manageUrl },
  });
