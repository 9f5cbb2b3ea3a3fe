ALTER TABLE "subscriptions" ADD COLUMN "billing_anchor" timestamp with time zone;--> statement-breakpoint
-- Existing rows are anchored where their current period starts; a trial, or a period a resumed
-- pause extended, is anchored at its end instead, as Stripe re-anchors at a trial's end.
UPDATE "subscriptions" SET "billing_anchor" = CASE
  WHEN "status" = 'trialing' OR ("paused_at" IS NOT NULL AND "paused_at" >= "current_period_start") THEN "current_period_end"
  ELSE "current_period_start"
END;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "billing_anchor" SET NOT NULL;
