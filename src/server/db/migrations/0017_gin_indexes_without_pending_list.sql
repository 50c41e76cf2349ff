ALTER INDEX "customers_organization_contact_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "customers_organization_company_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "customers_organization_email_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "tickets_organization_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "tickets_organization_number_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "tickets_organization_customer_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "work_orders_organization_title_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
-- hand-written: drizzle-kit drops and rebuilds an index whose storage parameters change; altering them keeps
-- the index, and the rows already waiting in each pending list are merged into it now (decision 101).
SELECT gin_clean_pending_list(c.oid) FROM pg_class c JOIN pg_am am ON am.oid = c.relam
 WHERE am.amname = 'gin' AND c.relnamespace = 'public'::regnamespace;
