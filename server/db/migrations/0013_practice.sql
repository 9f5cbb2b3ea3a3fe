CREATE TABLE "firm_test_kinds" (
	"firm_slug" text PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_answers" (
	"attempt_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"credit" real,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_answers_attempt_id_item_id_pk" PRIMARY KEY("attempt_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "practice_attempts" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"form_id" uuid NOT NULL,
	"item_ids" jsonb NOT NULL,
	"score" real,
	"max_score" real,
	"sections" jsonb
);
--> statement-breakpoint
CREATE TABLE "practice_form_items" (
	"form_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "practice_form_items_form_id_item_id_pk" PRIMARY KEY("form_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "practice_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"minutes" integer NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_item_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"coach_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"section" text,
	"format" text NOT NULL,
	"passage" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"key" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"difficulty" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_practice_attempts" (
	"review_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	CONSTRAINT "review_practice_attempts_review_id_attempt_id_pk" PRIMARY KEY("review_id","attempt_id")
);
--> statement-breakpoint
CREATE TABLE "timed_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"limit_seconds" integer NOT NULL,
	"time_factor" real,
	"deadline" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "time_factor" real DEFAULT 1;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "timer_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_test_kinds" ADD CONSTRAINT "firm_test_kinds_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_attempt_id_practice_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_item_id_practice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."practice_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_attempt_id_timed_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."timed_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_form_id_practice_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."practice_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_form_items" ADD CONSTRAINT "practice_form_items_form_id_practice_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."practice_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_form_items" ADD CONSTRAINT "practice_form_items_item_id_practice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."practice_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_item_comments" ADD CONSTRAINT "practice_item_comments_review_id_review_requests_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_item_comments" ADD CONSTRAINT "practice_item_comments_attempt_id_practice_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_item_comments" ADD CONSTRAINT "practice_item_comments_item_id_practice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."practice_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_item_comments" ADD CONSTRAINT "practice_item_comments_coach_id_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_practice_attempts" ADD CONSTRAINT "review_practice_attempts_review_id_review_requests_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_practice_attempts" ADD CONSTRAINT "review_practice_attempts_attempt_id_practice_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_attempts" ADD CONSTRAINT "timed_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_attempts_form_idx" ON "practice_attempts" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_user_idx" ON "practice_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_form_items_item_idx" ON "practice_form_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "practice_item_comments_review_idx" ON "practice_item_comments" USING btree ("review_id","attempt_id");--> statement-breakpoint
CREATE INDEX "practice_items_kind_status_idx" ON "practice_items" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "review_practice_attempts_attempt_idx" ON "review_practice_attempts" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "timed_attempts_user_idx" ON "timed_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "timed_attempts_open_deadline_idx" ON "timed_attempts" USING btree ("status","deadline");