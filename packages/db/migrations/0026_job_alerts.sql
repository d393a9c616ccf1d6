-- Job alerts: saved searches and match alerts (a person's, or a visitor's once confirmed), the jobs a
-- digest alert waits to send, and the one record per recipient and job of what was sent (its insert is
-- the claim to send).
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_job_id_pk" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"min_match" integer,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_reason" text,
	"confirmed_at" timestamp with time zone,
	"digest_slot" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "saved_searches_owner_check" CHECK ("saved_searches"."user_id" is not null or "saved_searches"."email" is not null),
	CONSTRAINT "saved_searches_min_match_check" CHECK ("saved_searches"."min_match" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sent_job_alerts" (
	"recipient" text NOT NULL,
	"job_id" uuid NOT NULL,
	"saved_search_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_job_alerts_recipient_job_id_pk" PRIMARY KEY("recipient","job_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_job_alerts" ADD CONSTRAINT "sent_job_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sent_job_alerts_search_idx" ON "sent_job_alerts" USING btree ("saved_search_id","sent_at");