CREATE TABLE "alert_digest_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The jobs waiting for digests, per alert until now, are noted once each for the digests to find again.
INSERT INTO "alert_digest_jobs" ("job_id", "noted_at")
SELECT "job_id", max("found_at") FROM "saved_search_matches" GROUP BY "job_id";--> statement-breakpoint
DROP TABLE "saved_search_matches" CASCADE;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "digest_jobs_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_digest_jobs" ADD CONSTRAINT "alert_digest_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_digest_jobs_noted_idx" ON "alert_digest_jobs" USING btree ("noted_at");