CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_organization_created_idx" ON "audit_events" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
SELECT app_enable_tenant_rls('audit_events');
--> statement-breakpoint
-- Append-only for the application (decision 182): it may add and read entries, never change or remove them.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM tandem_app;
--> statement-breakpoint
-- Pruning runs as this function's owner, the migrations' role, and removes only entries past the retention,
-- which may be longer than a year but never shorter: a compromised application cannot erase recent history.
CREATE OR REPLACE FUNCTION app_prune_audit_events(keep_days integer) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  removed integer;
BEGIN
  IF keep_days IS NULL OR keep_days < 365 THEN
    RAISE EXCEPTION 'audit events are kept at least 365 days, not %', keep_days USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM audit_events WHERE created_at < now() - make_interval(days => keep_days);
  GET DIAGNOSTICS removed = ROW_COUNT;
  RETURN removed;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_prune_audit_events(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_prune_audit_events(integer) TO tandem_app;
--> statement-breakpoint
-- The owner is under the table's forced row-level security too (unless a superuser): it may delete in every organization.
DO $$
BEGIN
  EXECUTE format('CREATE POLICY audit_events_prune ON audit_events FOR DELETE TO %I USING (true)', current_user);
END $$;
