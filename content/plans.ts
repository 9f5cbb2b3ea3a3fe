/**
 * The plan catalogue: the one source for prices, intervals,
 * features and entitlements, read by the server (checkout, quotas) and the pages.
 * Money is integer minor units with an ISO currency.
 */
/** `every` is how a price reads in a sentence: "£19.99 a month". */
export const billingIntervals = {
  month: { label: 'Monthly', months: 1, every: 'a month' },
  '3month': { label: 'Quarterly', months: 3, every: 'every 3 months' },
  '6month': { label: 'Half-Year', months: 6, every: 'every 6 months' },
  year: { label: 'Yearly', months: 12, every: 'a year' },
} as const;

export type BillingInterval = keyof typeof billingIntervals;

type PlanDefinition = {
  name: string;
  tier: 'premium';
  amount: number;
  currency: 'gbp';
  interval: BillingInterval;
  mostPopular: boolean;
  summary: string;
  features: readonly string[];
  entitlements: { premiumLibrary: boolean; reviewsPerMonth: number };
};

export const plans = {
  monthly: {
    name: 'Premium Monthly',
    tier: 'premium',
    amount: 1999,
    currency: 'gbp',
    interval: 'month',
    mostPopular: false,
    summary: 'Everything you need to start applying with confidence.',
    features: [
      'Full premium hub access',
      '2 application reviews a month',
      'Weekly market updates',
      'Email support',
    ],
    entitlements: { premiumLibrary: true, reviewsPerMonth: 2 },
  },
  quarterly: {
    name: 'Premium Quarterly',
    tier: 'premium',
    amount: 4999,
    currency: 'gbp',
    interval: '3month',
    mostPopular: false,
    summary: 'A full application season of support, billed every 3 months.',
    features: [
      'Everything in Premium Monthly',
      'Community access',
      'Advanced email support',
      'Early access to beta features',
    ],
    entitlements: { premiumLibrary: true, reviewsPerMonth: 2 },
  },
  'half-year': {
    name: 'Half-Year Premium',
    tier: 'premium',
    amount: 9499,
    currency: 'gbp',
    interval: '6month',
    mostPopular: true,
    summary: 'Our best value: from first application to final interview.',
    features: [
      'Everything in Premium Quarterly',
      '3 application reviews a month (1 extra)',
      'Early access to new resources',
    ],
    entitlements: { premiumLibrary: true, reviewsPerMonth: 3 },
  },
} as const satisfies Record<string, PlanDefinition>;

export type PlanId = keyof typeof plans;
export const planIds = Object.keys(plans) as PlanId[];

export const isPlanId = (value: string): value is PlanId => Object.hasOwn(plans, value);

/** 'per month', 'every 3 months', 'per year'. */
export function billingPeriod(months: number) {
  if (months === 1) return 'per month';
  if (months === 12) return 'per year';
  return `every ${months} months`;
}

/** 'Premium Quarterly, £49.99 every 3 months': a plan as a person chose it. */
export function planWithPrice(planId: PlanId) {
  const plan = plans[planId];
  return `${plan.name}, ${formatMoney(plan.amount, plan.currency)} ${billingPeriod(billingIntervals[plan.interval].months)}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** '£19.99': money in minor units, formatted for a UK audience. */
export function formatMoney(amount: number, currency = 'gbp') {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code });
    moneyFormats.set(code, format);
  }
  return format.format(amount / 100);
}
