-- Who posted a job (told of the operator's review) and when it was last sent for review (the review
-- queue's order); the queue reads the jobs waiting through a partial index.
ALTER TABLE "jobs" ADD COLUMN "posted_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_review_waiting_idx" ON "jobs" USING btree ("submitted_at") WHERE "jobs"."review" = 'pending';
