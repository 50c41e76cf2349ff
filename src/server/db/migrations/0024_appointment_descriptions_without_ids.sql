-- hand-written
-- A ticket appointment finds its ticket by ticket_id; its description names the ticket by number only (decision 141).
-- Row-level security applies to the tables' owner too: each organization's rows are changed in its own scope.
DO $$
DECLARE
  org uuid;
BEGIN
  FOR org IN SELECT id FROM organizations LOOP
    PERFORM set_config('app.org_id', org::text, true);
    UPDATE calendar_events
       SET description = regexp_replace(description, ' \(ticket id [0-9a-f-]{36}\)', '')
     WHERE event_type = 'ticket_appointment' AND description ~ ' \(ticket id [0-9a-f-]{36}\)';
  END LOOP;
  PERFORM set_config('app.org_id', '', true);
END $$;
