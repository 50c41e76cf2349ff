CREATE TABLE "mail_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"address" text NOT NULL,
	"verification_token" text NOT NULL,
	"check_sent_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_addresses" ADD CONSTRAINT "mail_addresses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_addresses" ADD CONSTRAINT "mail_addresses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_addresses_organization_address_key" ON "mail_addresses" USING btree ("organization_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_addresses_verified_address_key" ON "mail_addresses" USING btree ("address") WHERE "mail_addresses"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_addresses_verification_token_key" ON "mail_addresses" USING btree ("verification_token");--> statement-breakpoint
-- hand-written
SELECT app_enable_tenant_rls('mail_addresses');
--> statement-breakpoint
-- The receiver finds a recipient's organization, and a returning check's address, before it knows any organization.
CREATE POLICY mail_address_routing ON mail_addresses FOR SELECT USING (app_current_org() IS NULL);
