CREATE TABLE "encryption_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"is_tls" boolean NOT NULL,
	"username" text NOT NULL,
	"auth_kind" text NOT NULL,
	"secret" text NOT NULL,
	"folder" text DEFAULT 'INBOX' NOT NULL,
	"uid_validity" text,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"reader_state" text DEFAULT 'waiting' NOT NULL,
	"is_idle" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "mailbox_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
SELECT app_enable_tenant_rls('mailboxes');
