import { billingIntervals, plans, type PlanId } from '../../content/plans';
import { createStripeClient } from '../features/billing/providers/stripe-provider';
import { stripeLookupKey } from '../features/billing/plans';
import { loadConfig } from '../platform/config';
import { startFailureMessage } from '../platform/errors';

/**
 * `npm run stripe:sync`: makes Stripe's products and prices match the plan catalogue.
 * Prices are found by lookup key; a changed amount or interval gets a new price that takes
 * the lookup key over (Stripe prices are immutable), so existing subscribers keep theirs.
 */
async function main() {
  const config = loadConfig();
  const stripe = createStripeClient(config);
  for (const [planId, plan] of Object.entries(plans) as [PlanId, (typeof plans)[PlanId]][]) {
    const productId = `clearpath-${planId}`;
    const product = await stripe.products.retrieve(productId).catch(() =>
      stripe.products.create({ id: productId, name: plan.name, description: plan.summary, metadata: { planId } }),
    );
    const months = billingIntervals[plan.interval].months;
    const lookupKey = stripeLookupKey(planId);
    const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const current = data[0];
    const matches =
      current?.unit_amount === plan.amount &&
      current.currency === plan.currency &&
      current.recurring?.interval === 'month' &&
      current.recurring.interval_count === months;
    if (matches) {
      console.log(`${planId}: ${current.id} is up to date`);
      continue;
    }
    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: plan.amount,
      currency: plan.currency,
      recurring: { interval: 'month', interval_count: months },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      metadata: { planId },
    });
    console.log(`${planId}: created ${price.id}`);
  }
}

main().catch((error: unknown) => {
  console.error(startFailureMessage(error));
  process.exit(1);
});
