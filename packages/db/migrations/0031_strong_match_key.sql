ALTER TABLE "notifications" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The strong matches told so far name their job by its page's link; the key names it by its id.
UPDATE "notifications" SET "job_id" = "jobs"."id" FROM "jobs"
WHERE "notifications"."kind" = 'match' AND "notifications"."link" = '/jobs/' || "jobs"."id"::text;--> statement-breakpoint
DROP INDEX "notifications_match_once_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_told_once_idx" ON "notifications" USING btree ("user_id","job_id","kind") WHERE "notifications"."kind" = 'match';
