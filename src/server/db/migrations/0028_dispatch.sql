ALTER TABLE "work_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "arrival_window_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "en_route_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "dispatched_by" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "late_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "work_orders_organization_assignee_scheduled_idx" ON "work_orders" USING btree ("organization_id","assigned_to","scheduled_date") WHERE "work_orders"."scheduled_date" is not null;--> statement-breakpoint
-- The version counts changes someone could see: the late notice's own bookkeeping leaves it as it is.
CREATE FUNCTION work_orders_raise_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'late_notified_at' - 'updated_at' - 'version') IS DISTINCT FROM (to_jsonb(OLD) - 'late_notified_at' - 'updated_at' - 'version') THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER work_orders_raise_version BEFORE UPDATE ON "work_orders" FOR EACH ROW EXECUTE FUNCTION work_orders_raise_version();
