CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"summary" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applicant_views" (
	"admin_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applicant_views_admin_id_job_id_pk" PRIMARY KEY("admin_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text DEFAULT 'SkillMatch' NOT NULL,
	"sign_up_open" boolean DEFAULT true NOT NULL,
	"jobs_page_size" integer DEFAULT 20 NOT NULL,
	"strong_match_threshold" integer DEFAULT 80 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applicant_views" ADD CONSTRAINT "job_applicant_views_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applicant_views" ADD CONSTRAINT "job_applicant_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_status_updated_idx" ON "applications" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "jobs_not_active_idx" ON "jobs" USING btree ("id") WHERE "jobs"."status" <> 'active';--> statement-breakpoint
INSERT INTO "site_settings" ("id") VALUES (1);--> statement-breakpoint
-- Applications moved before this column existed: their first response is the timeline's second entry
-- when a recruiter wrote it (a withdrawal is the applicant's own).
UPDATE "applications" SET "first_response_at" = ("timeline"->1->>'at')::timestamptz
	WHERE jsonb_array_length("timeline") > 1 AND "timeline"->1->>'stage' <> 'Withdrawn';--> statement-breakpoint
-- Sign-ups are recorded in the transaction that creates the account, whichever code path creates it.
CREATE FUNCTION "activity_after_user_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "activity_log" ("kind", "actor_id", "actor_name", "summary", "link")
		VALUES ('user.signed-up', NEW."id", NEW."name", NEW."name" || ' signed up', '/admin/users/' || NEW."id");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_user_signed_up" AFTER INSERT ON "users"
	FOR EACH ROW EXECUTE FUNCTION "activity_after_user_insert"();
