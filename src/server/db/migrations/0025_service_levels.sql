CREATE TABLE "sla_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"week" jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"calendar_id" uuid,
	"match" jsonb NOT NULL,
	"targets" jsonb NOT NULL,
	"warn_at_percent" integer DEFAULT 75 NOT NULL,
	"breach_actions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_sla_clocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"target" text NOT NULL,
	"policy_id" uuid,
	"policy_name" text NOT NULL,
	"target_minutes" integer NOT NULL,
	"is_business_hours" boolean NOT NULL,
	"warn_at_percent" integer NOT NULL,
	"used_minutes" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"running_since" timestamp with time zone,
	"due_at" timestamp with time zone,
	"warn_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"breached_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "service_levels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sla_calendars" ADD CONSTRAINT "sla_calendars_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_calendar_id_sla_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."sla_calendars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla_clocks" ADD CONSTRAINT "ticket_sla_clocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla_clocks" ADD CONSTRAINT "ticket_sla_clocks_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla_clocks" ADD CONSTRAINT "ticket_sla_clocks_policy_id_sla_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."sla_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sla_calendars_organization_name_key" ON "sla_calendars" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sla_policies_organization_position_idx" ON "sla_policies" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "ticket_sla_clocks_organization_ticket_idx" ON "ticket_sla_clocks" USING btree ("organization_id","ticket_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_sla_clocks_running_key" ON "ticket_sla_clocks" USING btree ("ticket_id","target") WHERE "ticket_sla_clocks"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_sla_clocks_organization_stopped_idx" ON "ticket_sla_clocks" USING btree ("organization_id","target","stopped_at") WHERE "ticket_sla_clocks"."stopped_at" is not null;--> statement-breakpoint
CREATE INDEX "tickets_organization_resolved_idx" ON "tickets" USING btree ("organization_id","resolved_at") WHERE "tickets"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "tickets_organization_sla_due_idx" ON "tickets" USING btree ("organization_id","sla_due_at","id") WHERE "tickets"."sla_due_at" is not null;--> statement-breakpoint
-- hand-written
SELECT app_enable_tenant_rls('sla_calendars');--> statement-breakpoint
SELECT app_enable_tenant_rls('sla_policies');--> statement-breakpoint
SELECT app_enable_tenant_rls('ticket_sla_clocks');--> statement-breakpoint
-- Tickets resolved before the reports existed count as resolved at their last change; row-level security applies to
-- the tables' owner too, so each organization's rows are changed in its own scope.
DO $$
DECLARE
  org uuid;
BEGIN
  FOR org IN SELECT id FROM organizations LOOP
    PERFORM set_config('app.org_id', org::text, true);
    UPDATE tickets SET resolved_at = updated_at WHERE status IN ('resolved', 'closed') AND resolved_at IS NULL;
  END LOOP;
  PERFORM set_config('app.org_id', '', true);
END $$;
