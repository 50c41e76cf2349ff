ALTER TABLE "organizations" ADD COLUMN "two_factor_required_for" text DEFAULT 'nobody' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "two_factor_grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "two_factor_required_since" timestamp with time zone;