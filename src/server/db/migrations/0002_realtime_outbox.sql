CREATE TABLE "realtime_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtime_outbox" ADD CONSTRAINT "realtime_outbox_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_outbox_organization_created_idx" ON "realtime_outbox" USING btree ("organization_id","created_at");--> statement-breakpoint
-- A tenant table like the others: forced row-level security on organization_id.
SELECT app_enable_tenant_rls('realtime_outbox');
