CREATE TABLE "index_snapshot_parts" (
	"name" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "index_snapshot_parts_name_part_pk" PRIMARY KEY("name","part")
);
--> statement-breakpoint
CREATE TABLE "index_snapshots" (
	"name" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"transaction_id" "xid8" NOT NULL,
	"seq" double precision NOT NULL,
	"parts" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "index_snapshot_parts" ADD CONSTRAINT "index_snapshot_parts_name_index_snapshots_name_fk" FOREIGN KEY ("name") REFERENCES "public"."index_snapshots"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Snapshots are mostly typed arrays: compressing them costs the writer and every reader more than it saves.
ALTER TABLE "index_snapshot_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
