CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"job_id" uuid,
	"motivation" text NOT NULL,
	"status" text DEFAULT 'Applied' NOT NULL,
	"next_step" text,
	"next_step_date" date,
	"feedback" text,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_title" text NOT NULL,
	"company" text NOT NULL,
	"location" text,
	"salary_min" integer,
	"salary_max" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"job_type" text NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_user_job_unique" UNIQUE("user_id","job_id"),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('Applied', 'In Progress', 'Interview', 'Offer', 'Rejected', 'Withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "job_catalogue" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_catalogue_single_row" CHECK ("job_catalogue"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_taxonomy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "skill_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "skill_taxonomy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");--> statement-breakpoint
INSERT INTO "job_catalogue" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that writes jobs raises the version, in its own transaction, whichever process runs it.
CREATE FUNCTION "job_catalogue_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "job_catalogue" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_catalogue_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_catalogue_after_write"();
