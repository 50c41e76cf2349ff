CREATE TABLE "ticket_custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"label" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_required_to_close" boolean DEFAULT false NOT NULL,
	"is_visible_to_customers" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_custom_fields" ADD CONSTRAINT "ticket_custom_fields_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_custom_fields_organization_key_key" ON "ticket_custom_fields" USING btree ("organization_id","key");--> statement-breakpoint
CREATE INDEX "ticket_custom_fields_organization_position_idx" ON "ticket_custom_fields" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "tickets_organization_custom_fields_idx" ON "tickets" USING gin ("organization_id","custom_fields" jsonb_path_ops) WITH (fastupdate=false);--> statement-breakpoint
SELECT app_enable_tenant_rls('ticket_custom_fields');
