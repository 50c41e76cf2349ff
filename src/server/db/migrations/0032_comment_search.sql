ALTER TABLE "ticket_comments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, content) || to_tsvector('simple'::regconfig, content)) STORED;--> statement-breakpoint
CREATE INDEX "ticket_comments_organization_search_idx" ON "ticket_comments" USING gin ("organization_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- The new column has no statistics until analyzed: search would be planned blind (decision 020).
ANALYZE "ticket_comments";
