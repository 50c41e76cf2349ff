CREATE TABLE "pto_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"start_date" date NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "time_entries_organization_open_idx";--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "break_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "pto_requests" ADD CONSTRAINT "pto_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_requests" ADD CONSTRAINT "pto_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pto_requests_organization_user_idx" ON "pto_requests" USING btree ("organization_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "pto_requests_organization_status_idx" ON "pto_requests" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_clock_key" ON "time_entries" USING btree ("organization_id","user_id") WHERE "time_entries"."clock_in" is not null and "time_entries"."clock_out" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_sheet_day_key" ON "time_entries" USING btree ("organization_id","user_id","work_date") WHERE "time_entries"."clock_in" is null;--> statement-breakpoint
-- hand-written
SELECT app_enable_tenant_rls('pto_requests');
