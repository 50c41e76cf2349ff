ALTER TABLE "agents" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "required_skills" text[] DEFAULT '{}'::text[] NOT NULL;