-- The application runs as tandem_app: neither superuser nor BYPASSRLS, so row-level security always applies.
-- Roles belong to the cluster: another database of it, migrating at the same moment, may create the role
-- or grant it first (the migration lock is per database), which is as good.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tandem_app') THEN
    BEGIN
      CREATE ROLE tandem_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF NOT pg_has_role(current_user, 'tandem_app', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT tandem_app TO %I', current_user);
    EXCEPTION WHEN unique_violation THEN
      NULL;
    END;
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tandem_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tandem_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tandem_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tandem_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO tandem_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_current_org() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.org_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_current_user() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
-- Forced row-level security for one tenant table; later migrations call it for each table they add.
CREATE OR REPLACE FUNCTION app_enable_tenant_rls(tbl regclass) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (organization_id = app_current_org()) WITH CHECK (organization_id = app_current_org())',
    tbl);
END $$;
--> statement-breakpoint
SELECT app_enable_tenant_rls(c.table_name::regclass)
  FROM information_schema.columns c
  JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
 WHERE c.table_schema = 'public' AND c.column_name = 'organization_id' AND t.table_type = 'BASE TABLE';
--> statement-breakpoint
-- A signed-in user also reads their own profile, whichever organization the request is for.
CREATE POLICY own_profile ON profiles FOR SELECT USING (id = app_current_user());
