CREATE TABLE "ticket_tallies" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"tickets" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_tallies_organization_id_status_priority_pk" PRIMARY KEY("organization_id","status","priority")
);
--> statement-breakpoint
ALTER TABLE "ticket_tallies" ADD CONSTRAINT "ticket_tallies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps ticket_tallies equal to the tickets table, one statement at a time (TRUNCATE empties it). Each statement
-- locks its tallies in key order, so two transactions touching the same tallies lock them in the same order and
-- never deadlock. An update that leaves status and priority alone (a new comment, a new title) nets to nothing
-- and touches no tally.
CREATE FUNCTION ticket_tallies_track() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_tallies AS tally (organization_id, status, priority, tickets)
    SELECT organization_id, status, priority, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, status, priority) DO UPDATE SET tickets = tally.tickets + excluded.tickets, updated_at = now();
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO ticket_tallies AS tally (organization_id, status, priority, tickets)
    SELECT organization_id, status, priority, sum(delta)
      FROM (SELECT organization_id, status, priority, 1 AS delta FROM new_rows
            UNION ALL
            SELECT organization_id, status, priority, -1 FROM old_rows) AS changes
     GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, status, priority) DO UPDATE SET tickets = tally.tickets + excluded.tickets, updated_at = now();
  ELSE
    PERFORM 1 FROM ticket_tallies AS tally
     WHERE (tally.organization_id, tally.status, tally.priority) IN (SELECT organization_id, status, priority FROM old_rows)
     ORDER BY tally.organization_id, tally.status, tally.priority
       FOR UPDATE;
    -- Never inserts: the tickets of an organization being deleted take its tallies with them.
    UPDATE ticket_tallies AS tally SET tickets = tally.tickets - gone.tickets, updated_at = now()
      FROM (SELECT organization_id, status, priority, count(*) AS tickets FROM old_rows GROUP BY 1, 2, 3) AS gone
     WHERE tally.organization_id = gone.organization_id AND tally.status = gone.status AND tally.priority = gone.priority;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_tallies_on_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_tallies_track();
--> statement-breakpoint
CREATE TRIGGER ticket_tallies_on_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_tallies_track();
--> statement-breakpoint
CREATE TRIGGER ticket_tallies_on_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_tallies_track();
--> statement-breakpoint
CREATE FUNCTION ticket_tallies_clear() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_tallies_on_truncate AFTER TRUNCATE ON tickets FOR EACH STATEMENT EXECUTE FUNCTION ticket_tallies_clear();
--> statement-breakpoint
-- The tickets that exist already; row-level security is lifted for the migration's owner only while it counts them.
ALTER TABLE tickets NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO ticket_tallies (organization_id, status, priority, tickets)
SELECT organization_id, status, priority, count(*) FROM tickets GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE tickets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
SELECT app_enable_tenant_rls('ticket_tallies');
