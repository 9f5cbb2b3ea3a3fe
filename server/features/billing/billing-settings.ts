import { eq } from 'drizzle-orm';
import { planIds, type PlanId } from '../../../content/plans';
import type { Database } from '../../db/client';
import { billingSettings, promotions } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import { recordAudit, type AuditEntry } from '../audit/record-audit';
import { wholeNumber } from '../../platform/http-kit/text.schema';

/** A trial's length, as the API and the coach page's form give it. */
export const trialDaysField = wholeNumber({ min: 1, max: 90, message: 'Enter the trial length in days', tooSmall: 'At least 1 day', tooLarge: 'At most 90 days' });

export type BillingSettings = {
  /** A free trial for members who never subscribed before, on one plan; null while off. */
  trial: { days: number; planId: PlanId } | null;
  /** The promotion offered before a cancellation is confirmed; null for none. */
  cancellationOfferId: string | null;
};

const off: BillingSettings = { trial: null, cancellationOfferId: null };

/** The coaches' billing choices (everything off until a coach switches it on). */
export async function getBillingSettings(db: Database): Promise<BillingSettings> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 'current'));
  if (!row) return off;
  const trialPlanId = planIds.find((id) => id === row.trialPlanId);
  return {
    trial: row.trialDays && trialPlanId ? { days: row.trialDays, planId: trialPlanId } : null,
    cancellationOfferId: row.cancellationOfferId,
  };
}

/** Saves the coaches' billing choices, audit-logged; the offer must be an existing promotion. */
export async function updateBillingSettings(db: Database, { actor, settings }: { actor: AuditEntry['actor']; settings: BillingSettings }) {
  await db.transaction(async (tx) => {
    if (settings.cancellationOfferId) {
      const [offer] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, settings.cancellationOfferId));
      if (!offer) throw new HttpError(422, 'validation_failed', 'That offer no longer exists.');
    }
    const values = {
      trialDays: settings.trial?.days ?? null,
      trialPlanId: settings.trial?.planId ?? null,
      cancellationOfferId: settings.cancellationOfferId,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    await tx.insert(billingSettings).values({ id: 'current', ...values }).onConflictDoUpdate({ target: billingSettings.id, set: values });
    await recordAudit(tx, { actor, action: 'billing.settings.update', target: { type: 'billing-settings', id: 'current' }, details: { ...settings } });
  });
}
