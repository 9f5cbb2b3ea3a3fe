ALTER TABLE "recordings" ADD COLUMN "declared_bytes" bigint;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "reserved_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Takes already stored hold what they have of the allowance (a deferred length is not known).
UPDATE "recordings" SET "reserved_bytes" = "received_bytes";--> statement-breakpoint
-- An untimed member's interview attempt still open closes a day after it started, as new ones do.
UPDATE "timed_attempts" SET "deadline" = "started_at" + interval '24 hours' WHERE "purpose" = 'video-interview' AND "status" = 'open' AND "deadline" IS NULL;
