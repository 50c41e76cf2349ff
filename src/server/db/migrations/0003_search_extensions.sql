-- Ticket search: trigram matching of ticket numbers and customer names (pg_trgm), and GIN indexes that
-- start with organization_id (btree_gin). Both are trusted extensions; PGlite loads them at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
