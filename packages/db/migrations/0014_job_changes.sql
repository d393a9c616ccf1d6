CREATE TABLE "job_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" "xid8" NOT NULL,
	"job_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_changes_position_idx" ON "job_changes" USING btree ("transaction_id","seq");--> statement-breakpoint
CREATE INDEX "job_changes_changed_at_idx" ON "job_changes" USING btree ("changed_at");--> statement-breakpoint
-- The one version row serialised every write to jobs; the change log takes its place.
DROP TRIGGER "job_catalogue_write" ON "jobs";--> statement-breakpoint
DROP FUNCTION "job_catalogue_after_write"();--> statement-breakpoint
DROP TABLE "job_catalogue";--> statement-breakpoint
-- Each statement that writes jobs logs the jobs it wrote, in its own transaction, and tells the processes
-- that follow the catalogue to look (NOTIFY is sent at commit, and only then).
CREATE FUNCTION "job_changes_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		INSERT INTO "job_changes" ("transaction_id", "job_id") VALUES (pg_current_xact_id(), NULL);
	ELSE
		INSERT INTO "job_changes" ("transaction_id", "job_id") SELECT pg_current_xact_id(), "id" FROM "written";
	END IF;
	PERFORM pg_notify('skillmatch_catalogue', '');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_changes_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "job_changes_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "job_changes_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS "written"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "job_changes_truncate" AFTER TRUNCATE ON "jobs"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_changes_after_write"();
