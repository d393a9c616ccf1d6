CREATE TABLE "email_choices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"new_applicants" text DEFAULT 'each' NOT NULL,
	"summarised_until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_choices_new_applicants_check" CHECK ("email_choices"."new_applicants" in ('each', 'daily', 'none'))
);
--> statement-breakpoint
ALTER TABLE "email_choices" ADD CONSTRAINT "email_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;