import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';

/** The tables migration 0050 partitions by shop on PostgreSQL (decision 049). */
export const PARTITIONED_TABLES = ['appointments', 'appointment_services', 'payments'] as const;

/** How many hash partitions each of them has on PostgreSQL. */
export const PARTITION_COUNT = 16;

export interface TableShape {
  table: string;
  /** 'r' a plain table, 'p' a partitioned one. */
  kind: string;
  /** 'h' hash, null unpartitioned. */
  strategy: string | null;
  partitionColumns: string[];
  partitions: string[];
}

export async function readTableShapes(db: Db): Promise<TableShape[]> {
  return executeRows<TableShape>(
    db,
    sql`select c.relname as "table", c.relkind::text as kind, p.partstrat::text as strategy,
        array(select a.attname::text from unnest(coalesce(p.partattrs::int2[], '{}')) k(num)
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.num) as "partitionColumns",
        array(select i.inhrelid::regclass::text from pg_inherits i where i.inhparent = c.oid
          order by 1) as partitions
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_partitioned_table p on p.partrelid = c.oid
      where n.nspname = 'public'
        and c.relname in (${sql.join(
          PARTITIONED_TABLES.map((table) => sql`${table}`),
          sql`, `,
        )})
      order by c.relname`,
  );
}

/**
 * Every constraint and index of the three tables, and every foreign key into them, as lines
 * "table | name | definition", each with the number of tables holding it: 1 on a plain table or a
 * partitioned parent; on partitions, the exclusion (which PostgreSQL 15 keeps per partition)
 * counted once per partition under its parent's name. Checks and keys a partition inherits
 * from its parent are the parent's, and not listed again.
 */
export async function readBookingConstraints(db: Db): Promise<Map<string, number>> {
  const rows = await executeRows<{ line: string }>(
    db,
    sql`with moved as (
        select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'
          and c.relname in (${sql.join(
            PARTITIONED_TABLES.map((table) => sql`${table}`),
            sql`, `,
          )})
      ), owner as (
        select oid, relname as parent, relname as name from moved
        union all select i.inhrelid, m.relname, i.inhrelid::regclass::text
        from pg_inherits i join moved m on m.oid = i.inhparent
      )
      select o.parent || ' | ' ||
          regexp_replace(con.conname, '^' || o.name || '_', o.parent || '_') || ' | ' ||
          pg_get_constraintdef(con.oid) as line
        from pg_constraint con join owner o on o.oid = con.conrelid
        where con.conparentid = 0 and con.conislocal and con.contype in ('c', 'p', 'u', 'x', 'f')
      union all
      select con.conrelid::regclass::text || ' | ' || con.conname || ' | ' ||
          pg_get_constraintdef(con.oid)
        from pg_constraint con
        where con.conparentid = 0 and con.contype = 'f'
          and con.confrelid in (select oid from moved)
          and con.conrelid not in (select oid from moved)
      union all
      select o.parent || ' | ' || i.relname || ' | ' ||
          replace(pg_get_indexdef(ix.indexrelid), ' ON ONLY ', ' ON ')
        from pg_index ix join pg_class i on i.oid = ix.indexrelid
        join owner o on o.oid = ix.indrelid and o.parent = o.name
        where not exists (select 1 from pg_constraint con where con.conindid = ix.indexrelid
          and con.conrelid = ix.indrelid)`,
  );
  const lines = new Map<string, number>();
  for (const { line } of rows) lines.set(line, (lines.get(line) ?? 0) + 1);
  return lines;
}

/** The remainder of `shop`'s hash among PARTITION_COUNT partitions (PostgreSQL only). */
export async function partitionOf(db: Db, shop: string): Promise<number> {
  const [row] = await executeRows<{ remainder: number }>(
    db,
    sql`select r as remainder from generate_series(0, ${PARTITION_COUNT - 1}::int) r
      where satisfies_hash_partition('public.appointments'::regclass, ${PARTITION_COUNT}::int, r,
        ${shop}::uuid)`,
  );
  if (!row) throw new Error(`no partition holds shop ${shop}`);
  return row.remainder;
}
