CREATE TABLE "saved_search_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" "xid8" NOT NULL,
	"saved_search_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "saved_searches_instant_keys_idx";--> statement-breakpoint
DROP INDEX "saved_searches_unkeyed_idx";--> statement-breakpoint
CREATE INDEX "saved_search_changes_position_idx" ON "saved_search_changes" USING btree ("transaction_id","seq");--> statement-breakpoint
CREATE INDEX "saved_search_changes_changed_at_idx" ON "saved_search_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "saved_searches_instant_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."frequency" = 'instant';--> statement-breakpoint
-- Each instant alert written (or made instant, or no longer) is logged in its own transaction, and the
-- processes that hold the instant alerts in memory are told to look (NOTIFY is sent at commit, and only
-- then). The last sending and a digest's slot are not logged: a published job's finding does not read them.
CREATE FUNCTION "saved_search_changes_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		INSERT INTO "saved_search_changes" ("transaction_id", "saved_search_id") VALUES (pg_current_xact_id(), NULL);
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "saved_search_changes" ("transaction_id", "saved_search_id") VALUES (pg_current_xact_id(), OLD."id");
	ELSE
		INSERT INTO "saved_search_changes" ("transaction_id", "saved_search_id") VALUES (pg_current_xact_id(), NEW."id");
	END IF;
	PERFORM pg_notify('skillmatch_alerts', '');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "saved_search_changes_insert" AFTER INSERT ON "saved_searches"
	FOR EACH ROW WHEN (NEW."frequency" = 'instant') EXECUTE FUNCTION "saved_search_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "saved_search_changes_update" AFTER UPDATE ON "saved_searches"
	FOR EACH ROW WHEN ((OLD."frequency" = 'instant' OR NEW."frequency" = 'instant') AND
		(OLD."user_id", OLD."email", OLD."name", OLD."query", OLD."frequency", OLD."min_match", OLD."paused",
			OLD."confirmed_at", OLD."match_keys", OLD."match_conditions")
		IS DISTINCT FROM (NEW."user_id", NEW."email", NEW."name", NEW."query", NEW."frequency", NEW."min_match",
			NEW."paused", NEW."confirmed_at", NEW."match_keys", NEW."match_conditions"))
	EXECUTE FUNCTION "saved_search_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "saved_search_changes_delete" AFTER DELETE ON "saved_searches"
	FOR EACH ROW WHEN (OLD."frequency" = 'instant') EXECUTE FUNCTION "saved_search_changes_after_write"();--> statement-breakpoint
CREATE TRIGGER "saved_search_changes_truncate" AFTER TRUNCATE ON "saved_searches"
	FOR EACH STATEMENT EXECUTE FUNCTION "saved_search_changes_after_write"();
