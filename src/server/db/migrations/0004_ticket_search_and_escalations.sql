DROP INDEX "notifications_organization_user_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "user_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "origin_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, ''))) STORED;--> statement-breakpoint
CREATE INDEX "notifications_organization_user_email_pending_idx" ON "notifications" USING btree ("organization_id","user_id","created_at") WHERE "notifications"."email_pending";--> statement-breakpoint
CREATE INDEX "tickets_organization_assignee_created_idx" ON "tickets" USING btree ("organization_id","assigned_to","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_organization_creator_created_idx" ON "tickets" USING btree ("organization_id","created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_origin_created_idx" ON "tickets" USING btree ("origin_organization_id","created_at","id") WHERE "tickets"."origin_organization_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_organization_search_idx" ON "tickets" USING gin ("organization_id","search_vector");--> statement-breakpoint
CREATE INDEX "tickets_organization_number_trgm_idx" ON "tickets" USING gin ("organization_id","ticket_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_organization_customer_name_trgm_idx" ON "tickets" USING gin ("organization_id","customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_organization_user_unread_idx" ON "notifications" USING btree ("organization_id","user_id","created_at") WHERE not "notifications"."read" and "notifications"."in_app";--> statement-breakpoint
-- An escalation is a ticket of the platform organization: the organization it came from reads it and
-- its comments (origin_organization_id), but only the platform organization writes them.
CREATE POLICY escalation_origin_read ON tickets FOR SELECT USING (origin_organization_id = app_current_org());
--> statement-breakpoint
CREATE POLICY escalation_origin_read ON ticket_comments FOR SELECT USING (origin_organization_id = app_current_org());
