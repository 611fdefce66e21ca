-- Bookings, their services and their payments hash-partitioned by shop on PostgreSQL (issue 20
-- §5, decision 049): 16 partitions of each, `FOR VALUES WITH (MODULUS 16, REMAINDER r)` on
-- barbershop_id, so a shop's rows of the three tables sit in partitions of one remainder and a
-- query naming the shop reads one partition of each.
--
-- PostgreSQL only. The embedded database (PGlite, whose version() names it) stays unpartitioned,
-- and so does a server whose migrating session sets `navalha.partition_bookings = 'off'` (the
-- bench builds its unpartitioned variant that way). A database already partitioned is left as
-- it is. drizzle's snapshot does not model partitioning: this migration changes no column, key
-- or index the schema files declare, only where the rows live.
--
-- One statement, so it runs whole inside the migrator's transaction: every existing row moves
-- or none does. The definitions are read from the catalog before the tables are replaced (every
-- check, key, index, foreign key into or out of the three tables, trigger, policy and grant)
-- and written back onto the partitioned tables under the same names; row security and its
-- policies go onto every partition too. PostgreSQL 15 cannot put an exclusion constraint on a
-- partitioned table, so the no-double-booking exclusion goes onto every partition, named after
-- it (`appointments_p03_no_double_booking`): it includes barbershop_id, and a shop's rows all
-- sit in one partition, so per partition it forbids exactly what it forbade on the whole table.
-- A partition added later must get it too (src/db/partitioned-bookings.test.ts reads the
-- catalog and fails on one without it).
DO $partition$
DECLARE
  partition_count constant integer := 16;
  moved constant text[] := array['appointments', 'appointment_services', 'payments'];
  moved_oids oid[];
  definition record;
  table_name text;
  partition_name text;
  remainder integer;
BEGIN
  IF version() LIKE '%PGlite%'
    OR coalesce(current_setting('navalha.partition_bookings', true), '') = 'off'
    OR (SELECT c.relkind FROM pg_class c WHERE c.oid = 'public.appointments'::regclass) = 'p'
  THEN
    RETURN;
  END IF;
  moved_oids := array(SELECT format('public.%I', t)::regclass::oid FROM unnest(moved) t);

  -- What the three tables carry, read before they are replaced.
  CREATE TEMP TABLE partition_keys ON COMMIT DROP AS
    SELECT con.conrelid::regclass::text AS on_table, con.conname AS name, con.contype AS kind,
      pg_get_constraintdef(con.oid) AS body
    FROM pg_constraint con
    WHERE con.contype IN ('p', 'u', 'x', 'f') AND con.conparentid = 0
      AND (con.conrelid = ANY (moved_oids) OR con.confrelid = ANY (moved_oids));
  CREATE TEMP TABLE partition_indexes ON COMMIT DROP AS
    SELECT pg_get_indexdef(ix.indexrelid) AS body
    FROM pg_index ix
    WHERE ix.indrelid = ANY (moved_oids)
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = ix.indexrelid
        AND con.conrelid = ix.indrelid);
  CREATE TEMP TABLE partition_triggers ON COMMIT DROP AS
    SELECT pg_get_triggerdef(tg.oid) AS body
    FROM pg_trigger tg WHERE tg.tgrelid = ANY (moved_oids) AND NOT tg.tgisinternal;
  CREATE TEMP TABLE partition_policies ON COMMIT DROP AS
    SELECT p.tablename AS on_table, format(' AS %s FOR %s TO %s%s%s', p.permissive, p.cmd,
        array_to_string(p.roles, ', '), coalesce(' USING (' || p.qual || ')', ''),
        coalesce(' WITH CHECK (' || p.with_check || ')', '')) AS body, p.policyname AS name
    FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = ANY (moved);
  CREATE TEMP TABLE partition_settings ON COMMIT DROP AS
    SELECT c.relname AS on_table, c.relrowsecurity AS row_security,
      c.relforcerowsecurity AS forced, c.relacl AS acl
    FROM pg_class c WHERE c.oid = ANY (moved_oids);

  -- The partitioned tables, with the same columns, defaults, checks and NOT NULLs; the rows
  -- copied in; every foreign key into or out of the old tables dropped, then the old tables.
  FOREACH table_name IN ARRAY moved LOOP
    EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING '
      'CONSTRAINTS INCLUDING STORAGE INCLUDING COMMENTS) PARTITION BY HASH (barbershop_id)',
      table_name || '_by_shop', table_name);
    FOR remainder IN 0 .. partition_count - 1 LOOP
      EXECUTE format('CREATE TABLE public.%I PARTITION OF public.%I '
        'FOR VALUES WITH (MODULUS %s, REMAINDER %s)',
        format('%s_p%s', table_name, lpad(remainder::text, 2, '0')), table_name || '_by_shop',
        partition_count, remainder);
    END LOOP;
    EXECUTE format('INSERT INTO public.%I SELECT * FROM public.%I', table_name || '_by_shop',
      table_name);
  END LOOP;
  FOR definition IN SELECT * FROM partition_keys WHERE kind = 'f' LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', definition.on_table, definition.name);
  END LOOP;
  FOREACH table_name IN ARRAY moved LOOP
    EXECUTE format('DROP TABLE public.%I', table_name);
    EXECUTE format('ALTER TABLE public.%I RENAME TO %I', table_name || '_by_shop', table_name);
  END LOOP;

  -- Keys and indexes on the parents (each reaches every partition), the exclusion on each
  -- partition, then the foreign keys, the triggers, row security, policies and grants.
  FOR definition IN SELECT * FROM partition_keys WHERE kind IN ('p', 'u') LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', definition.on_table, definition.name,
      definition.body);
  END LOOP;
  FOR definition IN SELECT * FROM partition_indexes LOOP
    EXECUTE definition.body;
  END LOOP;
  FOR definition IN SELECT * FROM partition_keys WHERE kind = 'x' LOOP
    FOR partition_name IN
      SELECT i.inhrelid::regclass::text FROM pg_inherits i
      WHERE i.inhparent = definition.on_table::regclass ORDER BY 1
    LOOP
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', partition_name,
        partition_name || substr(definition.name, length(definition.on_table) + 1),
        definition.body);
    END LOOP;
  END LOOP;
  FOR definition IN SELECT * FROM partition_keys WHERE kind = 'f' LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', definition.on_table, definition.name,
      definition.body);
  END LOOP;
  FOR definition IN SELECT * FROM partition_triggers LOOP
    EXECUTE definition.body;
  END LOOP;
  -- Row security and its policies go onto the parent and, as a second wall for a statement
  -- naming a partition directly, onto each partition.
  FOR definition IN
    SELECT s.*, t.holder FROM partition_settings s, LATERAL (SELECT s.on_table AS holder
      UNION ALL SELECT i.inhrelid::regclass::text FROM pg_inherits i
      WHERE i.inhparent = format('public.%I', s.on_table)::regclass) t
  LOOP
    IF definition.row_security THEN
      EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', definition.holder);
    END IF;
    IF definition.forced THEN
      EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', definition.holder);
    END IF;
  END LOOP;
  FOR definition IN
    SELECT p.*, t.holder FROM partition_policies p, LATERAL (SELECT p.on_table AS holder
      UNION ALL SELECT i.inhrelid::regclass::text FROM pg_inherits i
      WHERE i.inhparent = format('public.%I', p.on_table)::regclass) t
  LOOP
    EXECUTE format('CREATE POLICY %I ON public.%I', definition.name, definition.holder)
      || definition.body;
  END LOOP;
  FOR definition IN
    SELECT s.on_table, a.privilege_type, a.grantee, a.is_grantable
    FROM partition_settings s, aclexplode(s.acl) a
    WHERE a.grantee <> (SELECT c.relowner FROM pg_class c
      WHERE c.oid = format('public.%I', s.on_table)::regclass)
  LOOP
    EXECUTE format('GRANT %s ON public.%I TO %s%s', definition.privilege_type,
      definition.on_table,
      CASE WHEN definition.grantee = 0 THEN 'PUBLIC' ELSE definition.grantee::regrole::text END,
      CASE WHEN definition.is_grantable THEN ' WITH GRANT OPTION' ELSE '' END);
  END LOOP;
  FOREACH table_name IN ARRAY moved LOOP
    EXECUTE format('ANALYZE public.%I', table_name);
  END LOOP;
END
$partition$;
