CREATE TABLE "work_order_counters" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_layout_versions" (
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"elements" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_layout_versions_organization_id_version_pk" PRIMARY KEY("organization_id","version")
);
--> statement-breakpoint
CREATE TABLE "work_order_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_layouts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "layout_version" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "signed_by" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "document_file_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "reopened_by" uuid;--> statement-breakpoint
ALTER TABLE "work_order_counters" ADD CONSTRAINT "work_order_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_layout_versions" ADD CONSTRAINT "work_order_layout_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_photos" ADD CONSTRAINT "work_order_photos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_photos" ADD CONSTRAINT "work_order_photos_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_photos" ADD CONSTRAINT "work_order_photos_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_photos_organization_work_order_idx" ON "work_order_photos" USING btree ("organization_id","work_order_id","created_at");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_signature_file_id_uploaded_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_document_file_id_uploaded_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_orders_organization_ticket_idx" ON "work_orders" USING btree ("organization_id","ticket_id");--> statement-breakpoint
CREATE INDEX "work_orders_organization_customer_idx" ON "work_orders" USING btree ("organization_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_organization_scheduled_idx" ON "work_orders" USING btree ("organization_id","scheduled_date") WHERE "work_orders"."scheduled_date" is not null;--> statement-breakpoint
CREATE INDEX "work_orders_organization_title_trgm_idx" ON "work_orders" USING gin ("organization_id","title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "work_orders" DROP COLUMN "signature_png";--> statement-breakpoint
-- hand-written
SELECT app_enable_tenant_rls('work_order_layout_versions');--> statement-breakpoint
SELECT app_enable_tenant_rls('work_order_counters');--> statement-breakpoint
SELECT app_enable_tenant_rls('work_order_photos');
