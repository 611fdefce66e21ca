-- Row-level security as a second wall between shops (decision 048). The app runs a staff
-- member's statements as "navalha_app" with "app.shop_id" set to their shop; every table that
-- carries a barbershop_id lets that role see, change and make only rows of that shop. The
-- connecting role (the tables' owner, or a superuser) is not named by any policy and bypasses
-- the wall: migrations, sweeps, webhooks, the operator and the clients' routes run unchanged.
--
-- A role belongs to the whole server, not to one database: it is made only when missing (and a
-- second database migrating at the same moment may make it first).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'navalha_app') THEN
    CREATE ROLE navalha_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The connecting role must be allowed to SET ROLE to it (a superuser always is).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
    AND NOT pg_has_role(current_user, 'navalha_app', 'MEMBER') THEN
    EXECUTE format('GRANT navalha_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO navalha_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO navalha_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO navalha_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO navalha_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO navalha_app;--> statement-breakpoint
-- Every table with a barbershop_id, read from the catalog so that none is forgotten (a test reads
-- the catalog again and fails on a table added later without its policy). Where the column may
-- be null (a client's user row, a notification or token of no shop) the row is a person's, not a
-- shop's, and stays visible; another shop's rows never are. With no shop set, nothing is.
DO $$
DECLARE
  shop_table record;
  shop_rows text;
BEGIN
  FOR shop_table IN
    SELECT c.relname AS name, a.attnotnull AS required
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'barbershop_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
  LOOP
    shop_rows := 'barbershop_id = nullif(current_setting(''app.shop_id'', true), '''')::uuid';
    IF NOT shop_table.required THEN
      shop_rows := 'barbershop_id IS NULL OR ' || shop_rows;
    END IF;
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', shop_table.name);
    EXECUTE format('DROP POLICY IF EXISTS shop_wall ON %I', shop_table.name);
    EXECUTE format(
      'CREATE POLICY shop_wall ON %I AS PERMISSIVE FOR ALL TO navalha_app USING (%s) WITH CHECK (%s)',
      shop_table.name, shop_rows, shop_rows
    );
  END LOOP;
END $$;
