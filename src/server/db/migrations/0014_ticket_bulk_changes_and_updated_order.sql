CREATE TABLE "ticket_bulk_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"action" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"position_at" text,
	"position_id" uuid,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_bulk_changes" ADD CONSTRAINT "ticket_bulk_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bulk_changes" ADD CONSTRAINT "ticket_bulk_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_bulk_changes_organization_requester_idx" ON "ticket_bulk_changes" USING btree ("organization_id","requested_by","created_at");--> statement-breakpoint
CREATE INDEX "tickets_organization_updated_idx" ON "tickets" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_organization_assignee_updated_idx" ON "tickets" USING btree ("organization_id","assigned_to","updated_at","id");--> statement-breakpoint
-- hand-written
SELECT app_enable_tenant_rls('ticket_bulk_changes');