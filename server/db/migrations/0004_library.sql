CREATE TABLE "collections" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"intro" text NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "item_progress" (
	"user_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "item_progress_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_slug" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"document_key" text NOT NULL,
	"document_version" integer DEFAULT 1 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_collection_slug_collections_slug_fk" FOREIGN KEY ("collection_slug") REFERENCES "public"."collections"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_progress_user_opened_idx" ON "item_progress" USING btree ("user_id","last_opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_items_collection_slug_idx" ON "library_items" USING btree ("collection_slug","slug");--> statement-breakpoint
CREATE INDEX "library_items_collection_position_idx" ON "library_items" USING btree ("collection_slug","position");