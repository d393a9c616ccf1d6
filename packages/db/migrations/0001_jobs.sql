CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text,
	"salary_min" integer,
	"salary_max" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"type" text DEFAULT 'Full-time' NOT NULL,
	"category" text NOT NULL,
	"experience" text,
	"description" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_text" text DEFAULT '' NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"posted_date" date DEFAULT now() NOT NULL,
	"closing_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || company || ' ' || coalesce(location, '') || ' ' || skills_text)) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', skills_text), 'A') || setweight(to_tsvector('english', company || ' ' || coalesce(location, '')), 'B') || setweight(to_tsvector('english', description), 'C')) STORED,
	CONSTRAINT "jobs_type_check" CHECK ("jobs"."type" in ('Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship')),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('active', 'closed')),
	CONSTRAINT "jobs_category_check" CHECK ("jobs"."category" in ('Technology', 'Healthcare', 'Finance', 'Sales', 'Logistics', 'Design')),
	CONSTRAINT "jobs_salary_check" CHECK ("jobs"."salary_min" is null or "jobs"."salary_max" is null or "jobs"."salary_min" <= "jobs"."salary_max")
);
--> statement-breakpoint
CREATE INDEX "jobs_status_posted_idx" ON "jobs" USING btree ("status","posted_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "jobs_salary_idx" ON "jobs" USING btree ("salary_max");--> statement-breakpoint
CREATE INDEX "jobs_skill_keys_idx" ON "jobs" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);