ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each statement that writes a person's profile, saved jobs or applications raises their data version, in
-- its own transaction: an answer kept for them (their recommendations) is known stale from the next read.
CREATE FUNCTION "users_data_version_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Rows locked in id order, so two statements writing for the same people cannot deadlock; and with the
	-- lock an update of a column that is not a key takes, which the foreign-key checks of the written rows
	-- (a share lock on the same person's row) do not block.
	UPDATE "users" SET "data_version" = "data_version" + 1
	WHERE "id" IN (
		SELECT "id" FROM "users" WHERE "id" IN (SELECT "user_id" FROM "written") ORDER BY "id" FOR NO KEY UPDATE
	);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_data_version_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();--> statement-breakpoint
CREATE TRIGGER "profiles_data_version_update" AFTER UPDATE ON "profiles" REFERENCING NEW TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();--> statement-breakpoint
CREATE TRIGGER "profiles_data_version_delete" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();--> statement-breakpoint
CREATE TRIGGER "saved_jobs_data_version_insert" AFTER INSERT ON "saved_jobs" REFERENCING NEW TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();--> statement-breakpoint
CREATE TRIGGER "saved_jobs_data_version_update" AFTER UPDATE ON "saved_jobs" REFERENCING NEW TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();--> statement-breakpoint
CREATE TRIGGER "saved_jobs_data_version_delete" AFTER DELETE ON "saved_jobs" REFERENCING OLD TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();--> statement-breakpoint
CREATE TRIGGER "applications_data_version_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();--> statement-breakpoint
CREATE TRIGGER "applications_data_version_update" AFTER UPDATE ON "applications" REFERENCING NEW TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();--> statement-breakpoint
CREATE TRIGGER "applications_data_version_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_data_version_after_write"();
