import { periodEnd, periodsEndedBy } from '../../../platform/uk-calendar';
import type { PromotionDuration } from '../../../db/schema';

/** What a promotion takes off: a percentage (1–100) or a fixed amount in pence, never both. */
export type DiscountTerms = { percentOff: number | null; amountOff: number | null };

/** What a promotion takes off `amount` (pence), rounded to the penny, never more than the amount. */
export function discountOf(amount: number, { percentOff, amountOff }: DiscountTerms) {
  const off = percentOff ? Math.round((amount * percentOff) / 100) : (amountOff ?? 0);
  return Math.min(Math.max(off, 0), amount);
}

/**
 * What an invoice says about its discount: the amount taken off, and the code only when it
 * took something off (a code whose discount no longer applies is not named on a full-price invoice).
 */
export function invoiceDiscount(discountAmount: number, code: string | null | undefined) {
  return { discountAmount, promotionCode: discountAmount > 0 ? (code ?? null) : null };
}

/** The price to pay after the promotion: 20% off 4999 is 3999. */
export function discountedAmount(amount: number, terms: DiscountTerms) {
  return amount - discountOf(amount, terms);
}

/**
 * When a discount stops applying: once, at the end of the first period; repeating, N months
 * after the start, counted on the billing cycle anchored at `anchor` (so it ends on a renewal
 * day even when the start was a short month's last day); forever, never (null).
 */
export function discountEndsAt(
  { duration, durationInMonths }: { duration: PromotionDuration; durationInMonths: number | null },
  { anchor, start, firstPeriodEnd }: DiscountPeriod,
) {
  if (duration === 'forever') return null;
  if (duration === 'once') return firstPeriodEnd;
  return periodEnd(anchor, 1, periodsEndedBy(anchor, 1, start) + (durationInMonths ?? 1));
}

/** When a discount starts, its subscription's billing anchor, and the end of its first period. */
export type DiscountPeriod = { anchor: Date; start: Date; firstPeriodEnd: Date };

/** The terms in words, for coaches' tables and members' checkout: "20% off for 3 months". */
export function describeTerms(terms: DiscountTerms & { duration: PromotionDuration; durationInMonths: number | null }, format: (pence: number) => string) {
  const off = terms.percentOff ? `${terms.percentOff}% off` : `${format(terms.amountOff ?? 0)} off`;
  switch (terms.duration) {
    case 'once':
      return `${off} one payment`;
    case 'forever':
      return `${off} every payment`;
    case 'repeating':
      return `${off} for ${terms.durationInMonths} month${terms.durationInMonths === 1 ? '' : 's'}`;
  }
}
