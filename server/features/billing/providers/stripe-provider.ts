import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { billingCustomers, subscriptionStatuses, user, type SubscriptionStatus } from '../../../db/schema';
import type { Services } from '../../kit/context';
import { HttpError } from '../../../platform/errors';
import { planIdFromLookupKey, plans, stripeLookupKey, type PlanId } from '../plans';
import type { InvoiceSnapshot, SubscriptionSnapshot } from '../sync-billing';
import { mirrorPromotionToStripe, stripeDiscountOf, stripeInvoiceDiscount, stripePromotionParams } from '../promotions/stripe-promotions';
import type { PaymentProvider } from './payment-provider';
import { trialSubscriptionData } from '../trial';
import { stripePauseState } from '../lifecycle/stripe-pause-state';

type StripeServices = Pick<Services, 'db' | 'secrets' | 'config' | 'logger'>;

/** The SDK, pointed at `STRIPE_API_URL` when set (tests run a local fake there). */
export function createStripeClient(config: Services['config']) {
  const key = config.payments.stripeSecretKey;
  if (!key) throw new Error('STRIPE_SECRET_KEY is required for Stripe payments');
  const api = config.payments.stripeApiUrl ? new URL(config.payments.stripeApiUrl) : undefined;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

const toDate = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);
const knownStatus = (status: string): SubscriptionStatus =>
  (subscriptionStatuses as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'incomplete';

export type StripeProvider = PaymentProvider & {
  /** Verifies a webhook's signature over its raw body; throws when it does not match. */
  verifyEvent(rawBody: string, signature: string): Promise<Stripe.Event>;
  /** The subscription as Stripe holds it now, or null when it is not one of ours. */
  readSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  readInvoice(id: string): Promise<InvoiceSnapshot | null>;
  /** The SDK client, for the membership changes made in lifecycle/ (pause, resume, cancel, offer). */
  readonly client: Stripe;
};

export function createStripeProvider(services: StripeServices, stripe = createStripeClient(services.config)): StripeProvider {
  const { db, config } = services;
  const priceIds = new Map<PlanId, string>();

  async function priceIdFor(planId: PlanId) {
    const cached = priceIds.get(planId);
    if (cached) return cached;
    const { data } = await stripe.prices.list({ lookup_keys: [stripeLookupKey(planId)], active: true, limit: 1 });
    const price = data[0];
    if (!price) throw new Error(`No Stripe price with lookup key ${stripeLookupKey(planId)}: run npm run stripe:sync`);
    priceIds.set(planId, price.id);
    return price.id;
  }

  async function customerFor(userId: string, email: string) {
    const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    if (existing) return existing.customerId;
    const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
    await db.insert(billingCustomers).values({ userId, provider: 'stripe', customerId: customer.id }).onConflictDoNothing();
    const [stored] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    return stored!.customerId;
  }

  /** Whose is this Stripe customer? Metadata first, then our own record. */
  async function userIdFor(customerId: string, metadataUserId: string | undefined) {
    const candidates = [metadataUserId];
    const [record] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.customerId, customerId));
    candidates.push(record?.userId);
    for (const candidate of candidates) {
      if (!candidate) continue;
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, candidate));
      if (row) return row.id;
    }
    return undefined;
  }

  return {
    name: 'stripe',
    client: stripe,
    async verifyEvent(rawBody, signature) {
      const secret = config.payments.stripeWebhookSecret;
      if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is required for Stripe webhooks');
      return stripe.webhooks.constructEventAsync(rawBody, signature, secret);
    },
    async createCheckout({ userId, email, planId, promotion }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: await customerFor(userId, email),
        client_reference_id: userId,
        line_items: [{ price: await priceIdFor(planId), quantity: 1 }],
        subscription_data: { metadata: { userId, planId }, ...(await trialSubscriptionData(services, { userId, email, planId })) },
        ...(promotion ? { discounts: [{ promotion_code: stripePromotionParams.checkoutCode(promotion) }] } : {}),
        success_url: `${config.publicUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.publicUrl}/services`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },
    async createPortal({ userId }) {
      const [record] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      if (!record) throw new HttpError(404, 'not_found', 'You have no billing account yet.');
      const session = await stripe.billingPortal.sessions.create({ customer: record.customerId, return_url: `${config.publicUrl}/payment-plan` });
      return { url: session.url };
    },
    async cancelImmediately(providerSubscriptionId) {
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },
    mirrorPromotion: (terms) => mirrorPromotionToStripe(stripe, terms),
    async readSubscription(id) {
      const subscription = await stripe.subscriptions.retrieve(id, { expand: ['discounts'] });
      const item = subscription.items.data[0];
      const planId = planIdFromLookupKey(item?.price.lookup_key);
      const customerId = idOf(subscription.customer)!;
      const userId = await userIdFor(customerId, subscription.metadata?.userId);
      if (!item || !planId || !userId) return null;
      const pause = stripePauseState(subscription);
      return {
        userId,
        provider: 'stripe',
        providerCustomerId: customerId,
        providerSubscriptionId: subscription.id,
        planId,
        currentPeriodStart: toDate(item.current_period_start),
        currentPeriodEnd: toDate(item.current_period_end),
        billingAnchor: toDate(subscription.billing_cycle_anchor),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        canceledAt: subscription.canceled_at ? toDate(subscription.canceled_at) : null,
        amount: item.price.unit_amount ?? plans[planId].amount,
        currency: item.price.currency,
        ...pause,
        status: pause.status ?? knownStatus(subscription.status),
        ...(await stripeDiscountOf(db, subscription, { userId, fullAmount: item.price.unit_amount ?? plans[planId].amount, firstPeriodEnd: toDate(item.current_period_end) })),
      };
    },
    async readInvoice(id) {
      const invoice = await stripe.invoices.retrieve(id, { expand: ['discounts'] });
      const customerId = idOf(invoice.customer);
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? null;
      const userId = customerId && (await userIdFor(customerId, invoice.parent?.subscription_details?.metadata?.userId));
      if (!userId || !invoice.id) return null;
      const line = invoice.lines?.data[0];
      return {
        userId,
        provider: 'stripe',
        providerInvoiceId: invoice.id,
        providerSubscriptionId: subscriptionId,
        description: line?.description ?? 'Membership',
        amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status: (['draft', 'open', 'paid', 'void', 'uncollectible'] as const).find((s) => s === invoice.status) ?? 'open',
        invoiceUrl: invoice.hosted_invoice_url ?? null,
        periodStart: line ? toDate(line.period.start) : toDate(invoice.period_start),
        periodEnd: line ? toDate(line.period.end) : toDate(invoice.period_end),
        issuedAt: toDate(invoice.created),
        ...(await stripeInvoiceDiscount(db, invoice)),
      };
    },
  };
}
