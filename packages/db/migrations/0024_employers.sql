CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"about" text DEFAULT '' NOT NULL,
	"size_band" text,
	"headquarters" text,
	"sector" text,
	"logo_key" text,
	"logo_type" text,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_size_band_check" CHECK ("companies"."size_band" is null or "companies"."size_band" in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+')),
	CONSTRAINT "companies_verified_by_check" CHECK ("companies"."verified_by" is null or "companies"."verified_by" in ('operator', 'domain'))
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" in ('owner', 'recruiter', 'interviewer'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('owner', 'recruiter', 'interviewer'))
);
--> statement-breakpoint
CREATE TABLE "job_interviewers" (
	"job_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_interviewers_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_company_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "job_moderation" text DEFAULT 'first' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interviewers" ADD CONSTRAINT "job_interviewers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interviewers" ADD CONSTRAINT "job_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_idx" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
-- Today's company text becomes companies: one per name (whatever its case), its slug from the name (a
-- second company whose name gives the same slug gets a short suffix from its name).
INSERT INTO "companies" ("slug", "name")
SELECT CASE WHEN "n" = 1 THEN "base" ELSE "base" || '-' || substr(md5("key"), 1, 6) END, "name"
FROM (
	SELECT "key", "name", "base", row_number() OVER (PARTITION BY "base" ORDER BY "key") AS "n"
	FROM (
		SELECT lower(btrim("company")) AS "key", min(btrim("company")) AS "name",
			coalesce(nullif(btrim(regexp_replace(lower(btrim("company")), '[^a-z0-9]+', '-', 'g'), '-'), ''), 'company') AS "base"
		FROM "jobs" GROUP BY lower(btrim("company"))
	) AS "names"
) AS "numbered";--> statement-breakpoint
UPDATE "jobs" SET "company_id" = "companies"."id" FROM "companies"
WHERE lower(btrim("jobs"."company")) = lower("companies"."name");--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
-- A job written with a company id carries that company's name (search reads it); one written with only
-- company text (older writers, the demo seed) gets the company of that name, made when there is none.
CREATE FUNCTION "jobs_company_before_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"found" uuid;
	"current_name" text;
	"base" text;
	"candidate" text;
	"n" integer := 1;
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."company_id" IS NOT DISTINCT FROM OLD."company_id"
		AND NEW."company" IS DISTINCT FROM OLD."company" THEN
		SELECT "name" INTO "current_name" FROM "companies" WHERE "id" = NEW."company_id";
		IF lower("current_name") IS DISTINCT FROM lower(btrim(NEW."company")) THEN
			NEW."company_id" := NULL;
		END IF;
	END IF;
	IF NEW."company_id" IS NOT NULL THEN
		SELECT "name" INTO "current_name" FROM "companies" WHERE "id" = NEW."company_id";
		IF "current_name" IS NOT NULL THEN
			NEW."company" := "current_name";
		END IF;
		RETURN NEW;
	END IF;
	IF NEW."company" IS NULL OR btrim(NEW."company") = '' THEN
		RETURN NEW;
	END IF;
	SELECT "id" INTO "found" FROM "companies" WHERE lower("name") = lower(btrim(NEW."company"))
		ORDER BY "created_at", "id" LIMIT 1;
	IF "found" IS NULL THEN
		"base" := coalesce(nullif(btrim(regexp_replace(lower(btrim(NEW."company")), '[^a-z0-9]+', '-', 'g'), '-'), ''), 'company');
		"candidate" := "base";
		LOOP
			INSERT INTO "companies" ("slug", "name") VALUES ("candidate", btrim(NEW."company"))
				ON CONFLICT ("slug") DO NOTHING RETURNING "id" INTO "found";
			EXIT WHEN "found" IS NOT NULL;
			-- The slug is taken: by the same name made at the same moment by another writer, or by another name.
			SELECT "id" INTO "found" FROM "companies"
				WHERE "slug" = "candidate" AND lower("name") = lower(btrim(NEW."company"));
			EXIT WHEN "found" IS NOT NULL;
			"n" := "n" + 1;
			"candidate" := "base" || '-' || "n";
		END LOOP;
	END IF;
	NEW."company_id" := "found";
	NEW."company" := btrim(NEW."company");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_company_before_insert" BEFORE INSERT ON "jobs"
	FOR EACH ROW EXECUTE FUNCTION "jobs_company_before_write"();--> statement-breakpoint
CREATE TRIGGER "jobs_company_before_update" BEFORE UPDATE OF "company", "company_id" ON "jobs"
	FOR EACH ROW EXECUTE FUNCTION "jobs_company_before_write"();--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_waiting_idx" ON "company_invitations" USING btree ("company_id",lower("email")) WHERE "company_invitations"."accepted_at" is null and "company_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_interviewers_user_idx" ON "job_interviewers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_company_id_companies_id_fk" FOREIGN KEY ("active_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_company_idx" ON "activity_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_company_id_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_review_check" CHECK ("jobs"."review" in ('draft', 'pending', 'published', 'changes_requested', 'rejected'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_job_moderation_check" CHECK ("site_settings"."job_moderation" in ('none', 'first', 'all'));