CREATE TABLE "job_counts" (
	"status" text NOT NULL,
	"type" text NOT NULL,
	"remote" boolean NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "job_counts_status_type_remote_category_pk" PRIMARY KEY("status","type","remote","category")
);
--> statement-breakpoint
DROP INDEX "jobs_status_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_category_idx";--> statement-breakpoint
DROP INDEX "jobs_salary_idx";--> statement-breakpoint
CREATE INDEX "jobs_newest_idx" ON "jobs" USING btree ("posted_date" desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_newest_covering_idx" ON "jobs" USING btree ("posted_date" desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","type","remote","category","salary_min","salary_max","location","search_text","skills_text") WHERE octet_length("jobs"."search_text") <= 900;--> statement-breakpoint
CREATE INDEX "jobs_salary_covering_idx" ON "jobs" USING btree (coalesce("salary_max", "salary_min") desc nulls last,"posted_date" desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","type","remote","category","salary_min","salary_max","location","search_text","skills_text") WHERE octet_length("jobs"."search_text") <= 900;--> statement-breakpoint
CREATE INDEX "jobs_search_text_bytes_idx" ON "jobs" USING btree (octet_length("search_text"));--> statement-breakpoint
CREATE INDEX "jobs_type_idx" ON "jobs" USING btree ("type","posted_date" desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_skills_text_trgm_idx" ON "jobs" USING gin (lower("skills_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category","posted_date" desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_salary_idx" ON "jobs" USING btree (coalesce("salary_max", "salary_min") desc nulls last,"posted_date" desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- job_counts follows every write to jobs in the same transaction: statement triggers add up each
-- statement's rows (transition tables), so a batch insert costs one upsert per key, not one per row.
CREATE FUNCTION "job_counts_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "job_counts" AS counts ("status", "type", "remote", "category", "count")
		SELECT "status", "type", "remote", "category", count(*)::int FROM "new_jobs"
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("status", "type", "remote", "category") DO UPDATE SET "count" = counts."count" + excluded."count";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "job_counts" AS counts ("status", "type", "remote", "category", "count")
		SELECT "status", "type", "remote", "category", -count(*)::int FROM "old_jobs"
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("status", "type", "remote", "category") DO UPDATE SET "count" = counts."count" + excluded."count";
	ELSE
		-- An edit that keeps status, type, remote and category nets to zero and touches no count.
		INSERT INTO "job_counts" AS counts ("status", "type", "remote", "category", "count")
		SELECT "status", "type", "remote", "category", sum("change")::int FROM (
			SELECT "status", "type", "remote", "category", 1 AS "change" FROM "new_jobs"
			UNION ALL
			SELECT "status", "type", "remote", "category", -1 AS "change" FROM "old_jobs"
		) AS "changes"
		GROUP BY 1, 2, 3, 4 HAVING sum("change") <> 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("status", "type", "remote", "category") DO UPDATE SET "count" = counts."count" + excluded."count";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "job_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "job_counts";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_counts_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "new_jobs"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_counts_after_write"();--> statement-breakpoint
CREATE TRIGGER "job_counts_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS "old_jobs" NEW TABLE AS "new_jobs"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_counts_after_write"();--> statement-breakpoint
CREATE TRIGGER "job_counts_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS "old_jobs"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_counts_after_write"();--> statement-breakpoint
CREATE TRIGGER "job_counts_truncate" AFTER TRUNCATE ON "jobs"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_counts_after_truncate"();--> statement-breakpoint
-- After the triggers, in the migration's transaction: no write can slip between the count and them.
INSERT INTO "job_counts" ("status", "type", "remote", "category", "count")
SELECT "status", "type", "remote", "category", count(*)::int FROM "jobs" GROUP BY 1, 2, 3, 4;
