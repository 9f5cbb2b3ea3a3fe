import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { formatMoney, plans, type PlanId } from '../../../../content/plans';
import type { Database } from '../../../db/client';
import { invoices, promotionRedemptions, promotions } from '../../../db/schema';
import { HttpError } from '../../../platform/errors';
import { recordAudit, type AuditEntry } from '../../audit/record-audit';
import type { Services } from '../../kit/context';
import { describeTerms } from './discount';
import type { PromotionInput } from './promotions.schema';

export type Promotion = typeof promotions.$inferSelect;

/** A refusal of the code a member typed, as a message on the form's promotionCode field. */
const refuse = (message: string) => new HttpError(422, 'validation_failed', message, { promotionCode: message });

/**
 * Creates a promotion code (upper-case, unique: 409 when taken). With Stripe, its coupon and
 * promotion code are created there first and their ids kept, so checkout can apply it.
 */
export async function createPromotion(
  { db, payments }: Pick<Services, 'db' | 'payments'>,
  { actor, input }: { actor: AuditEntry['actor']; input: PromotionInput },
) {
  const taken = () => new HttpError(409, 'conflict', `The code ${input.code} is already taken.`, { code: 'That code is already taken' });
  const [existing] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, input.code));
  if (existing) throw taken();
  const terms = {
    code: input.code,
    percentOff: input.percentOff ?? null,
    amountOff: input.amountOff ?? null,
    duration: input.duration,
    durationInMonths: input.duration === 'repeating' ? (input.durationInMonths ?? null) : null,
    planIds: input.planIds ?? null,
    maxRedemptions: input.maxRedemptions ?? null,
    expiresAt: input.expiresAt ?? null,
  };
  const mirrored = payments.mirrorPromotion ? await payments.mirrorPromotion(terms) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotions)
      .values({ ...terms, ...mirrored, createdBy: actor.userId })
      .onConflictDoNothing({ target: promotions.code })
      .returning();
    if (!row) throw taken();
    await recordAudit(tx, {
      actor,
      action: 'billing.promotion.create',
      target: { type: 'promotion', id: row.id },
      details: { code: row.code, terms: describeTerms(row, formatMoney), planIds: row.planIds, maxRedemptions: row.maxRedemptions },
    });
    return row;
  });
}

/** Every promotion, newest first, with how often it was redeemed and the paid invoices that carried it. */
export async function listPromotions(db: Database) {
  const revenue = db
    .select({ code: invoices.promotionCode, revenue: sql<number>`coalesce(sum(${invoices.amount}), 0)::int`.as('revenue') })
    .from(invoices)
    .where(eq(invoices.status, 'paid'))
    .groupBy(invoices.promotionCode)
    .as('revenue_by_code');
  const rows = await db
    .select({ promotion: promotions, revenue: revenue.revenue })
    .from(promotions)
    .leftJoin(revenue, eq(revenue.code, promotions.code))
    .orderBy(desc(promotions.createdAt));
  return rows.map(({ promotion, revenue: brought }) => ({ ...promotion, revenue: brought ?? 0 }));
}

export type PromotionSummary = Awaited<ReturnType<typeof listPromotions>>[number];

/** The promotion as the API shows it. */
export const promotionJson = (row: PromotionSummary) => ({
  id: row.id,
  code: row.code,
  percentOff: row.percentOff,
  amountOff: row.amountOff,
  duration: row.duration,
  durationInMonths: row.durationInMonths,
  planIds: row.planIds,
  maxRedemptions: row.maxRedemptions,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  timesRedeemed: row.timesRedeemed,
  revenue: row.revenue,
  createdAt: row.createdAt.toISOString(),
});

/** Why `promotion` cannot be used by `userId` on `planId` now, or nothing when it can. */
export async function refusalOf(db: Database, promotion: Promotion, { planId, userId }: { planId: PlanId; userId: string }) {
  if (promotion.expiresAt && promotion.expiresAt.getTime() <= Date.now()) return 'That promotion code has expired.';
  if (promotion.maxRedemptions !== null && promotion.timesRedeemed >= promotion.maxRedemptions) return 'That promotion code has been used up.';
  if (promotion.planIds && !promotion.planIds.includes(planId)) return `That promotion code is not valid for the ${plans[planId].name} plan.`;
  const [used] = await db
    .select({ id: promotionRedemptions.id })
    .from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.promotionId, promotion.id), eq(promotionRedemptions.userId, userId)));
  if (used) return 'You have already used that promotion code.';
  return undefined;
}

/**
 * The promotion `code` names, if `userId` may use it on `planId` now; otherwise a 422 whose
 * message (on the promotionCode field) says why: unknown, expired, used up, not for this
 * plan, or already used by this member.
 */
export async function findRedeemablePromotion(db: Database, { code, planId, userId }: { code: string; planId: PlanId; userId: string }) {
  const [promotion] = await db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase()));
  if (!promotion) throw refuse('We do not recognise that promotion code.');
  const refusal = await refusalOf(db, promotion, { planId, userId });
  if (refusal) throw refuse(refusal);
  return promotion;
}

/**
 * Redeems a promotion for a member's new subscription, inside the caller's transaction: the
 * rules are checked again, one redemption per member per code (the unique index decides a
 * race), and the count goes up only while under its maximum (the row update decides a race).
 * Throws the same 422s as findRedeemablePromotion, and the transaction is abandoned.
 */
export async function redeemPromotion(
  tx: Database,
  { promotionId, userId, planId, providerSubscriptionId }: { promotionId: string; userId: string; planId: PlanId; providerSubscriptionId: string },
) {
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, promotionId));
  if (!promotion) throw refuse('That promotion code is no longer available.');
  const refusal = await refusalOf(tx, promotion, { planId, userId });
  if (refusal) throw refuse(refusal);
  const recorded = await tx
    .insert(promotionRedemptions)
    .values({ promotionId, userId, providerSubscriptionId })
    .onConflictDoNothing()
    .returning({ id: promotionRedemptions.id });
  if (recorded.length === 0) throw refuse('You have already used that promotion code.');
  const [counted] = await tx
    .update(promotions)
    .set({ timesRedeemed: sql`${promotions.timesRedeemed} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        or(isNull(promotions.maxRedemptions), lt(promotions.timesRedeemed, promotions.maxRedemptions)),
        or(isNull(promotions.expiresAt), gt(promotions.expiresAt, new Date())),
      ),
    )
    .returning();
  if (!counted) throw refuse('That promotion code has been used up.');
  return counted;
}

/**
 * Records a redemption the payment provider has already accepted (Stripe applies its own
 * limits at its checkout), the first time it is seen: idempotent, counted once.
 */
export async function noteRedemption(db: Database, { promotionId, userId, providerSubscriptionId }: { promotionId: string; userId: string; providerSubscriptionId: string }) {
  await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(promotionRedemptions)
      .values({ promotionId, userId, providerSubscriptionId })
      .onConflictDoNothing()
      .returning({ id: promotionRedemptions.id });
    if (recorded.length > 0) {
      await tx
        .update(promotions)
        .set({ timesRedeemed: sql`${promotions.timesRedeemed} + 1` })
        .where(eq(promotions.id, promotionId));
    }
  });
}

export async function findPromotion(db: Database, promotionId: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
  return row;
}

export async function findPromotionByStripeCode(db: Database, stripePromotionCodeId: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.stripePromotionCodeId, stripePromotionCodeId));
  return row;
}
