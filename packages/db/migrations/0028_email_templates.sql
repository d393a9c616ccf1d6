CREATE TABLE "candidate_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"kind" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"for_status" text,
	"sender_id" text,
	"from_address" text,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_emails_direction_check" CHECK ("candidate_emails"."direction" in ('out', 'in')),
	CONSTRAINT "candidate_emails_status_check" CHECK ("candidate_emails"."status" in ('scheduled', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_company_kind_unique" UNIQUE("company_id","kind"),
	CONSTRAINT "email_templates_kind_check" CHECK ("email_templates"."kind" in ('acknowledgement', 'interview-invitation', 'rejection', 'offer'))
);
--> statement-breakpoint
ALTER TABLE "candidate_emails" ADD CONSTRAINT "candidate_emails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_emails" ADD CONSTRAINT "candidate_emails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_emails_application_idx" ON "candidate_emails" USING btree ("application_id","created_at");