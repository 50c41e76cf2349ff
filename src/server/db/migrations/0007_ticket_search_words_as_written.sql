ALTER TABLE "tickets" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, '')) || to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(description, ''))) STORED;--> statement-breakpoint
CREATE INDEX "tickets_organization_search_idx" ON "tickets" USING gin ("organization_id","search_vector");--> statement-breakpoint
-- The new column has no statistics until analyzed: search would be planned blind (decision 020).
ANALYZE "tickets";