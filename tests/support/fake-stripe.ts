import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { plans, type PlanId } from '@content/plans';

type Json = Record<string, unknown>;
type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
  planId: PlanId;
  start: number;
  end: number;
  /** The billing cycle anchor: the start, or a trial's end (Stripe re-anchors there). */
  anchor: number;
  /** The promotion code applied (see applyPromotionCode). */
  promotionCode?: string;
};
type FakeInvoice = {
  id: string;
  customer: string;
  subscription: string;
  status: string;
  amount: number;
  created: number;
  planId: PlanId;
  start: number;
  end: number;
  discount?: { amount: number; promotionCode: string };
};
type FakeCoupon = { id: string; percent_off: number | null; amount_off: number | null; currency: string | null; duration: string; duration_in_months: number | null };
type FakePromotionCode = { id: string; code: string; coupon: string; max_redemptions: number | null; expires_at: number | null };

export const webhookSecret = 'whsec_test_fake';
const month = 30 * 24 * 3600;

/**
 * A local stand-in for the few Stripe API endpoints the portal calls, holding its own
 * state, so tests can drive the real SDK (via its host/port/protocol options) and send
 * correctly signed webhooks about that state.
 */
export async function startFakeStripe() {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${++counter}${Math.random().toString(36).slice(2, 8)}`;
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const checkoutSessions: Json[] = [];
  const failNext = new Map<string, number>();
  const coupons = new Map<string, FakeCoupon>();
  const promotionCodes = new Map<string, FakePromotionCode>();

  /** A Stripe discount object for a promotion code (as `expand: ['discounts']` returns it). */
  const discountJson = (promotionCodeId: string, start: number) => {
    const code = promotionCodes.get(promotionCodeId)!;
    const coupon = coupons.get(code.coupon)!;
    const end = coupon.duration === 'repeating' ? start + (coupon.duration_in_months ?? 1) * month : null;
    return { id: `di_${promotionCodeId}`, object: 'discount', promotion_code: promotionCodeId, source: { type: 'coupon', coupon: coupon.id }, start, end };
  };
  const discountOff = (promotionCodeId: string, amount: number) => {
    const coupon = coupons.get(promotionCodes.get(promotionCodeId)!.coupon)!;
    return Math.min(amount, coupon.percent_off ? Math.round((amount * coupon.percent_off) / 100) : (coupon.amount_off ?? 0));
  };

  const price = (planId: PlanId) => ({
    id: `price_${planId}`,
    object: 'price',
    lookup_key: `clearpath-${planId}`,
    unit_amount: plans[planId].amount,
    currency: 'gbp',
    active: true,
  });

  const subscriptionJson = (s: FakeSubscription) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancel_at_period_end,
    canceled_at: s.canceled_at,
    metadata: s.metadata,
    billing_cycle_anchor: s.anchor,
    items: { object: 'list', data: [{ id: `si_${s.id}`, price: price(s.planId), current_period_start: s.start, current_period_end: s.end }] },
    ...lifecycleJson(s.id),
    // Codes applied at checkout (as objects, as `expand: ['discounts']` returns them), then any applied since.
    discounts: [...(s.promotionCode ? [discountJson(s.promotionCode, s.start)] : []), ...lifecycleOf(s.id).discounts],
  });

  // Membership lifecycle (pause_collection, trial_end, metadata, cancel_at_period_end, discounts)
  // as subscriptions.update sends it: `key[sub]=value` form fields, '' clearing a field.
  type Lifecycle = { pause_collection: { behavior: string; resumes_at: number | null } | null; trial_end: number | null; discounts: string[] };
  const lifecycle = new Map<string, Lifecycle>();
  const lifecycleOf = (id: string) => lifecycle.get(id) ?? { pause_collection: null, trial_end: null, discounts: [] };
  const lifecycleJson = (id: string) => lifecycleOf(id);
  function updateLifecycle(s: FakeSubscription, body: Record<string, string>) {
    const state = lifecycleOf(s.id);
    if (body.pause_collection === '') state.pause_collection = null;
    if (body['pause_collection[behavior]']) {
      const resumesAt = body['pause_collection[resumes_at]'];
      state.pause_collection = { behavior: body['pause_collection[behavior]'], resumes_at: resumesAt ? Number(resumesAt) : null };
    }
    for (const [name, value] of Object.entries(body)) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (!key) continue;
      if (value === '') delete s.metadata[key];
      else s.metadata[key] = value;
    }
    if (body.cancel_at_period_end !== undefined) s.cancel_at_period_end = body.cancel_at_period_end === 'true';
    if (body.trial_end) {
      const end = body.trial_end === 'now' ? Math.floor(Date.now() / 1000) : Number(body.trial_end);
      Object.assign(s, { status: 'trialing', start: Math.floor(Date.now() / 1000), end, anchor: end });
      state.trial_end = end;
    }
    if (body['discounts[0][promotion_code]']) state.discounts = [body['discounts[0][promotion_code]']];
    lifecycle.set(s.id, state);
  }

  const invoiceJson = (i: FakeInvoice) => ({
    id: i.id,
    object: 'invoice',
    customer: i.customer,
    status: i.status,
    amount_paid: i.status === 'paid' ? i.amount : 0,
    amount_due: i.amount,
    currency: 'gbp',
    created: i.created,
    hosted_invoice_url: `https://invoice.stripe.test/${i.id}`,
    period_start: i.start,
    period_end: i.end,
    parent: { type: 'subscription_details', subscription_details: { subscription: i.subscription, metadata: {} } },
    lines: { object: 'list', data: [{ description: `${plans[i.planId].name} membership`, period: { start: i.start, end: i.end } }] },
    discounts: i.discount ? [discountJson(i.discount.promotionCode, i.start)] : [],
    total_discount_amounts: i.discount ? [{ amount: i.discount.amount, discount: `di_${i.discount.promotionCode}` }] : [],
  });

  function form(body: string) {
    return Object.fromEntries(new URLSearchParams(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = form(Buffer.concat(chunks).toString());
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const key = `${req.method} ${url.pathname.replace(/\/[a-z]+_[A-Za-z0-9]+$/, '/:id')}`;
    const failures = failNext.get(key) ?? 0;
    if (failures > 0) {
      failNext.set(key, failures - 1);
      return send(500, { error: { type: 'api_error', message: 'injected failure' } });
    }
    const [, , resource, id] = url.pathname.split('/');

    if (req.method === 'GET' && resource === 'prices') {
      const lookup = url.searchParams.get('lookup_keys[0]') ?? '';
      const planId = lookup.replace('clearpath-', '') as PlanId;
      return send(200, { object: 'list', data: plans[planId] ? [price(planId)] : [], has_more: false });
    }
    if (req.method === 'POST' && resource === 'customers') {
      const customer = { id: nextId('cus'), object: 'customer', email: body.email, metadata: { userId: body['metadata[userId]'] } };
      customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (req.method === 'POST' && resource === 'checkout') {
      const session = { id: nextId('cs'), object: 'checkout.session', url: `https://checkout.stripe.test/${counter}`, ...body };
      checkoutSessions.push(session);
      return send(200, session);
    }
    if (req.method === 'POST' && resource === 'coupons') {
      const coupon: FakeCoupon = {
        id: nextId('co'),
        percent_off: body.percent_off ? Number(body.percent_off) : null,
        amount_off: body.amount_off ? Number(body.amount_off) : null,
        currency: body.currency ?? null,
        duration: body.duration ?? 'once',
        duration_in_months: body.duration_in_months ? Number(body.duration_in_months) : null,
      };
      coupons.set(coupon.id, coupon);
      return send(200, { object: 'coupon', ...coupon });
    }
    if (req.method === 'DELETE' && resource === 'coupons' && id && coupons.has(id)) {
      coupons.delete(id);
      return send(200, { id, object: 'coupon', deleted: true });
    }
    if (req.method === 'POST' && resource === 'promotion_codes') {
      const coupon = body['promotion[coupon]'] ?? '';
      if (!coupons.has(coupon)) return send(400, { error: { type: 'invalid_request_error', message: `No such coupon: ${coupon}` } });
      if ([...promotionCodes.values()].some((existing) => existing.code.toUpperCase() === (body.code ?? '').toUpperCase())) {
        return send(400, { error: { type: 'invalid_request_error', param: 'code', message: `An active promotion code with \`code: ${body.code}\` already exists.` } });
      }
      const code: FakePromotionCode = {
        id: nextId('promo'),
        code: body.code ?? '',
        coupon,
        max_redemptions: body.max_redemptions ? Number(body.max_redemptions) : null,
        expires_at: body.expires_at ? Number(body.expires_at) : null,
      };
      promotionCodes.set(code.id, code);
      return send(200, { object: 'promotion_code', active: true, ...code });
    }
    if (req.method === 'POST' && resource === 'billing_portal') {
      return send(200, { id: nextId('bps'), object: 'billing_portal.session', url: 'https://billing.stripe.test/portal', customer: body.customer });
    }
    if (req.method === 'POST' && resource === 'subscriptions' && id && subscriptions.has(id)) {
      updateLifecycle(subscriptions.get(id)!, body);
      return send(200, subscriptionJson(subscriptions.get(id)!));
    }
    if (resource === 'subscriptions' && id && subscriptions.has(id)) {
      const subscription = subscriptions.get(id)!;
      if (req.method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
      }
      return send(200, subscriptionJson(subscription));
    }
    if (req.method === 'GET' && resource === 'invoices' && id && invoices.has(id)) {
      return send(200, invoiceJson(invoices.get(id)!));
    }
    return send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${req.method} ${url.pathname}` } });
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    checkoutSessions,
    /** Makes the next `count` calls to `method path` (ids as `:id`) fail with a 500. */
    failNext(route: string, count = 1) {
      failNext.set(route, count);
    },
    createSubscription({ customer, userId, planId, status = 'active' }: { customer: string; userId: string; planId: PlanId; status?: string }) {
      const start = Math.floor(Date.now() / 1000);
      const subscription: FakeSubscription = {
        id: nextId('sub'),
        customer,
        status,
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: { userId, planId },
        planId,
        start,
        end: start + month,
        anchor: start,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    /** The subscription as the API answers it (pause_collection, trial_end and discounts included). */
    subscriptionJson: (id: string) => subscriptionJson(subscriptions.get(id)!),
    updateSubscription(id: string, changes: Partial<FakeSubscription>) {
      Object.assign(subscriptions.get(id)!, changes);
      return subscriptions.get(id)!;
    },
    createInvoice({ subscription, status = 'paid' }: { subscription: FakeSubscription; status?: string }) {
      const invoice: FakeInvoice = {
        id: nextId('in'),
        customer: subscription.customer,
        subscription: subscription.id,
        status,
        amount: plans[subscription.planId].amount - (subscription.promotionCode ? discountOff(subscription.promotionCode, plans[subscription.planId].amount) : 0),
        created: Math.floor(Date.now() / 1000),
        ...(subscription.promotionCode
          ? { discount: { amount: discountOff(subscription.promotionCode, plans[subscription.planId].amount), promotionCode: subscription.promotionCode } }
          : {}),
        planId: subscription.planId,
        start: subscription.start,
        end: subscription.end,
      };
      invoices.set(invoice.id, invoice);
      return invoice;
    },
    coupons,
    promotionCodes,
    /** Applies a promotion code to a subscription, as Stripe's checkout does; its next invoice is discounted. */
    applyPromotionCode(subscriptionId: string, promotionCodeId: string) {
      Object.assign(subscriptions.get(subscriptionId)!, { promotionCode: promotionCodeId });
      return subscriptions.get(subscriptionId)!;
    },
    updateInvoice(id: string, changes: Partial<FakeInvoice>) {
      Object.assign(invoices.get(id)!, changes);
    },
    // Renewals and trials: what Stripe does on its own clock, done on request.
    /** A renewal whose charge failed: the subscription moves to its next period, past_due, with an open invoice. */
    failRenewal(id: string) {
      const subscription = subscriptions.get(id)!;
      Object.assign(subscription, { status: 'past_due', start: subscription.end, end: subscription.end + month });
      const invoice: FakeInvoice = {
        id: nextId('in'),
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'open',
        amount: plans[subscription.planId].amount,
        created: Math.floor(Date.now() / 1000),
        planId: subscription.planId,
        start: subscription.start,
        end: subscription.end,
      };
      invoices.set(invoice.id, invoice);
      return invoice;
    },
    /** The member pays an open invoice (a new card): it is paid and its subscription active again. */
    payInvoice(id: string) {
      const invoice = invoices.get(id)!;
      invoice.status = 'paid';
      Object.assign(subscriptions.get(invoice.subscription)!, { status: 'active' });
    },
    /** A subscription in a free trial of `days` days (no invoice until it ends). */
    createTrial({ customer, userId, planId, days }: { customer: string; userId: string; planId: PlanId; days: number }) {
      const start = Math.floor(Date.now() / 1000);
      const subscription: FakeSubscription = {
        id: nextId('sub'),
        customer,
        status: 'trialing',
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: { userId, planId },
        planId,
        start,
        end: start + days * 24 * 3600,
        anchor: start + days * 24 * 3600,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    /** A webhook event about an object, with its signed header. */
    event(type: string, object: { id: string } & Json) {
      const payload = JSON.stringify({ id: nextId('evt'), object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
