CREATE TABLE "ticket_followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_followers" ADD CONSTRAINT "ticket_followers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_followers" ADD CONSTRAINT "ticket_followers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_followers_ticket_user_key" ON "ticket_followers" USING btree ("organization_id","ticket_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_followers_ticket_email_key" ON "ticket_followers" USING btree ("organization_id","ticket_id",lower("email"));--> statement-breakpoint
ALTER TABLE "ticket_followers" ADD CONSTRAINT "ticket_followers_user_or_email" CHECK (("user_id" IS NULL) <> ("email" IS NULL));--> statement-breakpoint
SELECT app_enable_tenant_rls('ticket_followers');
