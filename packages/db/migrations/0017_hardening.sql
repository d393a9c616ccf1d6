ALTER TABLE "notifications" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE SEQUENCE "notifications_seq";--> statement-breakpoint
-- Earlier notifications numbered in the order they were stored.
UPDATE "notifications" SET "seq" = "numbered"."n"
FROM (SELECT "id", nextval('notifications_seq') AS "n" FROM (
	SELECT "id" FROM "notifications" ORDER BY "created_at", "id") AS "ordered") AS "numbered"
WHERE "notifications"."id" = "numbered"."id";--> statement-breakpoint
-- Each new notification is numbered while its transaction holds a lock on its person until commit: two
-- transactions notifying one person commit in the order of their numbers, so a stream that received
-- number n has received every earlier one. Rows of one statement are inserted (and locked) in person order.
CREATE FUNCTION "notifications_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(2026112701, hashtext(NEW."user_id"));
	NEW."seq" := nextval('notifications_seq');
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_number" BEFORE INSERT ON "notifications"
	FOR EACH ROW EXECUTE FUNCTION "notifications_number"();--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
-- Two processes could tell a person twice of one match: keep the first, then let the key refuse more.
DELETE FROM "notifications" AS "later" USING "notifications" AS "first"
WHERE "later"."kind" = 'match' AND "first"."kind" = 'match' AND "later"."user_id" = "first"."user_id"
	AND "later"."link" = "first"."link" AND "later"."seq" > "first"."seq";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_match_once_idx" ON "notifications" USING btree ("user_id","link") WHERE "notifications"."kind" = 'match';--> statement-breakpoint
-- Every process is told, at commit, of sessions that ended (sign-out, a new password, disabling, expiry
-- purge) and of people whose role or access changed, so it closes their open live streams.
CREATE FUNCTION "sessions_ended_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"batch" json;
BEGIN
	FOR "batch" IN SELECT json_agg("id") FROM (
		SELECT "id", (row_number() OVER () - 1) / 100 AS "part" FROM "ended") AS "parts" GROUP BY "part"
	LOOP
		PERFORM pg_notify('skillmatch_sessions', json_build_object('sessions', "batch")::text);
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended_notify" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS "ended"
	FOR EACH STATEMENT EXECUTE FUNCTION "sessions_ended_notify"();--> statement-breakpoint
CREATE FUNCTION "users_access_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"batch" json;
BEGIN
	FOR "batch" IN SELECT json_agg("id") FROM (
		SELECT "after"."id", (row_number() OVER () - 1) / 100 AS "part"
		FROM "after" JOIN "before" ON "before"."id" = "after"."id"
		WHERE "before"."role" IS DISTINCT FROM "after"."role"
			OR "before"."banned" IS DISTINCT FROM "after"."banned") AS "parts" GROUP BY "part"
	LOOP
		PERFORM pg_notify('skillmatch_sessions', json_build_object('users', "batch")::text);
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_access_changed_notify" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_access_changed_notify"();
