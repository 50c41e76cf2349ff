CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_organization_created_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_organization_created_idx" ON "uploaded_files" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_organization_contact_trgm_idx" ON "customers" USING gin ("organization_id","contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_organization_company_trgm_idx" ON "customers" USING gin ("organization_id","organization_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_organization_email_trgm_idx" ON "customers" USING gin ("organization_id","email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_organization_created_idx" ON "customers" USING btree ("organization_id","created_at","id");--> statement-breakpoint
SELECT app_enable_tenant_rls('uploaded_files');
