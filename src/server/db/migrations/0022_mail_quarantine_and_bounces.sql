CREATE TABLE "mail_quarantine" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"raw_file_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_sender_holds" (
	"organization_id" uuid NOT NULL,
	"address" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_sender_holds_organization_id_address_pk" PRIMARY KEY("organization_id","address")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "mail_quarantine" ADD CONSTRAINT "mail_quarantine_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sender_holds" ADD CONSTRAINT "mail_sender_holds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_quarantine_organization_received_idx" ON "mail_quarantine" USING btree ("organization_id","received_at","id");--> statement-breakpoint
CREATE INDEX "mail_messages_organization_address_idx" ON "mail_messages" USING btree ("organization_id","address","created_at");--> statement-breakpoint
-- hand-written
SELECT app_enable_tenant_rls('mail_quarantine');--> statement-breakpoint
SELECT app_enable_tenant_rls('mail_sender_holds');
