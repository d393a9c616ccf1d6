-- The index of job alerts: each alert's keys (what a job must carry for the alert to be worth checking),
-- and the profiles' skills, through which a match alert is found. Alerts made before this have no keys
-- and stay candidates for every job.
ALTER TABLE "saved_searches" ADD COLUMN "match_keys" text[];--> statement-breakpoint
CREATE INDEX "profiles_skill_ids_idx" ON "profiles" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "saved_searches_match_keys_idx" ON "saved_searches" USING gin ("match_keys");--> statement-breakpoint
CREATE INDEX "saved_searches_unkeyed_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."match_keys" is null;
