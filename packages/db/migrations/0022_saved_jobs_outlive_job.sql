ALTER TABLE "saved_jobs" DROP CONSTRAINT "saved_jobs_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD COLUMN "location" text;--> statement-breakpoint
UPDATE "saved_jobs" SET "job_title" = "jobs"."title", "company" = "jobs"."company", "location" = "jobs"."location" FROM "jobs" WHERE "jobs"."id" = "saved_jobs"."job_id";--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "job_title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_jobs" ALTER COLUMN "company" SET NOT NULL;
