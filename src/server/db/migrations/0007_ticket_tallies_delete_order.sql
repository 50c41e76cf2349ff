-- Deletes now lock the tallies they change in key order too, as inserts and updates do (0005), so that two
-- transactions deleting tickets of one organization never wait for each other in a circle; TRUNCATE empties them.
CREATE OR REPLACE FUNCTION ticket_tallies_track() RETURNS trigger
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
CREATE FUNCTION ticket_tallies_clear() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_tallies_on_truncate AFTER TRUNCATE ON tickets FOR EACH STATEMENT EXECUTE FUNCTION ticket_tallies_clear();
