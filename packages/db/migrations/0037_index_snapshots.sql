CREATE SEQUENCE "public"."index_snapshot_generations" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "index_snapshot_parts" (
	"name" text NOT NULL,
	"generation" bigint NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "index_snapshot_parts_name_generation_part_pk" PRIMARY KEY("name","generation","part")
);
--> statement-breakpoint
CREATE TABLE "index_snapshots" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL,
	"format" text NOT NULL,
	"transaction_id" "xid8" NOT NULL,
	"seq" double precision NOT NULL,
	"parts" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Snapshots are mostly typed arrays: compressing them costs the writer and every reader more than it saves.
ALTER TABLE "index_snapshot_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
