import { formatDate } from '@content/uk-dates';
import { formatMoney, plans, type PlanId } from '../../../content/plans';
import { composeEmail } from '../../platform/mail/compose';

type Recipient = { email: string; firstName: string };

export const receiptEmail = (
  to: Recipient,
  invoice: { description: string; amount: number; currency: string; issuedAt: Date; discountAmount?: number; promotionCode?: string | null },
  manageUrl: string,
) =>
  composeEmail({
    to: to.email,
    subject: `Payment received: ${formatMoney(invoice.amount, invoice.currency)}`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: ['Thank you: your payment went through and your membership is active.'],
    details: [
      ['Item', invoice.description],
      ...(invoice.discountAmount
        ? [['Discount', `${invoice.promotionCode ?? 'Promotion'}: −${formatMoney(invoice.discountAmount, invoice.currency)}`] as [string, string]]
        : []),
      ['Amount', formatMoney(invoice.amount, invoice.currency)],
      ['Date', formatDate(invoice.issuedAt)],
    ],
    action: { label: 'View your plan and invoices', url: manageUrl },
  });

export const paymentFailedEmail = (to: Recipient, invoice: { amount: number; currency: string }, manageUrl: string) =>
  composeEmail({
    to: to.email,
    subject: 'Your payment did not go through',
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `We could not take your payment of ${formatMoney(invoice.amount, invoice.currency)}. Your access continues for now while we retry.`,
      'Please check or update your payment method to keep your membership.',
    ],
    action: { label: 'Update payment details', url: manageUrl },
  });

export const cancellationEmail = (to: Recipient, planId: PlanId, accessUntil: Date, manageUrl: string) =>
  composeEmail({
    to: to.email,
    subject: 'Your membership has been cancelled',
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `Your ${plans[planId].name} membership has been cancelled. You keep full access until ${formatDate(accessUntil)}.`,
      'Changed your mind? You can resume at any time before then.',
    ],
    action: { label: 'Manage your membership', url: manageUrl },
  });
