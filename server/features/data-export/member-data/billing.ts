import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { billingCustomers, cancellationFeedback, demoCheckoutSessions, invoices, promotionRedemptions, promotions, subscriptions } from '../../../db/schema';
import type { ExportDocument } from '../export-document.schema';
import { iso, isoOrNull } from './export-values';

/** The member's payments: their customer record, memberships, invoices, checkouts, why they cancelled, codes they used. */
export async function readBilling(db: Database, { userId }: { userId: string }): Promise<ExportDocument['billing']> {
  const [[customer], subscriptionRows, invoiceRows, checkoutRows, feedbackRows, redemptionRows] = await Promise.all([
    db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)),
    db
      .select({ row: subscriptions, promotionCode: promotions.code })
      .from(subscriptions)
      .leftJoin(promotions, eq(promotions.id, subscriptions.promotionId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.issuedAt)),
    db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.userId, userId)).orderBy(asc(demoCheckoutSessions.createdAt)),
    db.select().from(cancellationFeedback).where(eq(cancellationFeedback.userId, userId)).orderBy(asc(cancellationFeedback.createdAt)),
    db
      .select({ code: promotions.code, redeemedAt: promotionRedemptions.redeemedAt })
      .from(promotionRedemptions)
      .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
      .where(eq(promotionRedemptions.userId, userId))
      .orderBy(asc(promotionRedemptions.redeemedAt)),
  ]);
  return {
    customer: customer ? { provider: customer.provider, customerId: customer.customerId, createdAt: iso(customer.createdAt) } : null,
    subscriptions: subscriptionRows.map(({ row, promotionCode }) => ({
      id: row.id,
      provider: row.provider,
      planId: row.planId,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      currentPeriodStart: iso(row.currentPeriodStart),
      currentPeriodEnd: iso(row.currentPeriodEnd),
      billingAnchor: iso(row.billingAnchor),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: isoOrNull(row.canceledAt),
      pausedAt: isoOrNull(row.pausedAt),
      resumesAt: isoOrNull(row.resumesAt),
      graceEndsAt: isoOrNull(row.graceEndsAt),
      promotionCode,
      discountEndsAt: isoOrNull(row.discountEndsAt),
      createdAt: iso(row.createdAt),
    })),
    invoices: invoiceRows.map((row) => ({
      id: row.id,
      providerInvoiceId: row.providerInvoiceId,
      description: row.description,
      amount: row.amount,
      discountAmount: row.discountAmount,
      promotionCode: row.promotionCode,
      currency: row.currency,
      status: row.status,
      periodStart: isoOrNull(row.periodStart),
      periodEnd: isoOrNull(row.periodEnd),
      issuedAt: iso(row.issuedAt),
    })),
    checkoutSessions: checkoutRows.map((row) => ({
      id: row.id,
      planId: row.planId,
      status: row.status,
      trialDays: row.trialDays,
      createdAt: iso(row.createdAt),
      completedAt: isoOrNull(row.completedAt),
    })),
    cancellationFeedback: feedbackRows.map((row) => ({
      planId: row.planId,
      reason: row.reason,
      comment: row.comment,
      outcome: row.outcome,
      createdAt: iso(row.createdAt),
    })),
    promotionRedemptions: redemptionRows.map((row) => ({ code: row.code, redeemedAt: iso(row.redeemedAt) })),
  };
}
