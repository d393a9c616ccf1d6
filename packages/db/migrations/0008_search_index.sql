-- Search runs on each process's in-memory index (docs/decisions.md, "Job search speed"): the counts
-- table, its triggers and the indexes the SQL search read go.
DROP TRIGGER "job_counts_insert" ON "jobs";--> statement-breakpoint
DROP TRIGGER "job_counts_update" ON "jobs";--> statement-breakpoint
DROP TRIGGER "job_counts_delete" ON "jobs";--> statement-breakpoint
DROP TRIGGER "job_counts_truncate" ON "jobs";--> statement-breakpoint
DROP FUNCTION "job_counts_after_write"();--> statement-breakpoint
DROP FUNCTION "job_counts_after_truncate"();--> statement-breakpoint
DROP TABLE "job_counts" CASCADE;--> statement-breakpoint
DROP INDEX "jobs_newest_idx";--> statement-breakpoint
DROP INDEX "jobs_salary_idx";--> statement-breakpoint
DROP INDEX "jobs_newest_covering_idx";--> statement-breakpoint
DROP INDEX "jobs_salary_covering_idx";--> statement-breakpoint
DROP INDEX "jobs_search_text_bytes_idx";--> statement-breakpoint
DROP INDEX "jobs_type_idx";--> statement-breakpoint
DROP INDEX "jobs_category_idx";--> statement-breakpoint
DROP INDEX "jobs_skill_keys_idx";--> statement-breakpoint
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
DROP INDEX "jobs_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_skills_text_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_location_trgm_idx";--> statement-breakpoint
CREATE INDEX "jobs_posted_date_idx" ON "jobs" USING btree ("posted_date");