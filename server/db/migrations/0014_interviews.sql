CREATE TABLE "interview_attempts" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"set_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"prepare_seconds" integer NOT NULL,
	"answer_seconds" integer NOT NULL,
	"takes" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"firm_slug" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"recording_id" uuid NOT NULL,
	"coach_id" text,
	"at_seconds" real NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"take" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"status" text DEFAULT 'uploading' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recordings_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "review_recordings" (
	"review_id" uuid NOT NULL,
	"recording_id" uuid NOT NULL,
	CONSTRAINT "review_recordings_review_id_recording_id_pk" PRIMARY KEY("review_id","recording_id")
);
--> statement-breakpoint
ALTER TABLE "interview_attempts" ADD CONSTRAINT "interview_attempts_attempt_id_timed_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."timed_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_attempts" ADD CONSTRAINT "interview_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_attempts" ADD CONSTRAINT "interview_attempts_set_id_interview_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."interview_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_set_id_interview_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."interview_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_review_id_review_requests_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_coach_id_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_attempt_id_interview_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."interview_attempts"("attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_question_id_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."interview_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_recordings" ADD CONSTRAINT "review_recordings_review_id_review_requests_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_recordings" ADD CONSTRAINT "review_recordings_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_attempts_user_idx" ON "interview_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interview_questions_set_idx" ON "interview_questions" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "recording_comments_recording_idx" ON "recording_comments" USING btree ("recording_id","at_seconds");--> statement-breakpoint
CREATE INDEX "recordings_user_idx" ON "recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recordings_attempt_idx" ON "recordings" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "recordings_status_expires_idx" ON "recordings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "review_recordings_recording_idx" ON "review_recordings" USING btree ("recording_id");