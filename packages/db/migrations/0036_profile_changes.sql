CREATE TABLE "profile_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" "xid8" NOT NULL,
	"user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_changes_position_idx" ON "profile_changes" USING btree ("transaction_id","seq");--> statement-breakpoint
CREATE INDEX "profile_changes_changed_at_idx" ON "profile_changes" USING btree ("changed_at");--> statement-breakpoint
-- Each profile whose skills or job preferences are written is logged in its own transaction, and the
-- processes holding people's skills in memory are told to look (NOTIFY is sent at commit, and only then).
-- The rest of the document (headline, experience…) is not logged: matching does not read it.
CREATE FUNCTION "profile_changes_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		INSERT INTO "profile_changes" ("transaction_id", "user_id") VALUES (pg_current_xact_id(), NULL);
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "profile_changes" ("transaction_id", "user_id") VALUES (pg_current_xact_id(), OLD."user_id");
	ELSE
		INSERT INTO "profile_changes" ("transaction_id", "user_id") VALUES (pg_current_xact_id(), NEW."user_id");
	END IF;
	PERFORM pg_notify('skillmatch_profiles', '');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_changes_insert" AFTER INSERT ON "profiles"
	FOR EACH ROW EXECUTE FUNCTION "profile_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "profile_changes_update" AFTER UPDATE ON "profiles"
	FOR EACH ROW WHEN ((OLD."user_id", OLD."skills", OLD."skill_ids", OLD."data" -> 'jobPreferences')
		IS DISTINCT FROM (NEW."user_id", NEW."skills", NEW."skill_ids", NEW."data" -> 'jobPreferences'))
	EXECUTE FUNCTION "profile_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "profile_changes_delete" AFTER DELETE ON "profiles"
	FOR EACH ROW EXECUTE FUNCTION "profile_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "profile_changes_truncate" AFTER TRUNCATE ON "profiles"
	FOR EACH STATEMENT EXECUTE FUNCTION "profile_changes_after_write"();
