import { billingIntervals, formatMoney, type BillingInterval } from '@content/plans';
import { formatDate } from '@content/uk-dates';

/** A price over time: what is paid from the next payment, and the full price once a discount ends. */
export type PriceOverTime = { amount: number; fullAmount: number; currency: string; interval: BillingInterval; discountEndsAt: string | null };

/**
 * The price as a sentence that says how long it lasts: "£14.99 a month until 25 February
 * 2027, then £19.99"; without a discount, or with one that never ends, "£19.99 a month".
 */
export function pricePhrase({ amount, fullAmount, currency, interval, discountEndsAt }: PriceOverTime) {
  const price = `${formatMoney(amount, currency)} ${billingIntervals[interval].every}`;
  if (amount >= fullAmount || !discountEndsAt) return price;
  return `${price} until ${formatDate(discountEndsAt)}, then ${formatMoney(fullAmount, currency)}`;
}
