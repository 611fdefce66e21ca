import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';

/**
 * What the catalog says about the Citus-ready keys (decision 045): for every table of the public
 * schema, what breaks the rule "a shop-scoped table carries a NOT NULL `barbershop_id`, its
 * primary key, unique and exclusion constraints (and unique indexes) include it, and a foreign
 * key into a shop-scoped table pairs `barbershop_id` with `barbershop_id`". Citus can enforce a
 * key only when it holds the distribution column, and joins a reference only within one shard.
 */
export interface TenancyCatalog {
  tables: string[];
  /** The problems of each table, were it shop-scoped (an empty list: it complies). */
  problemsOf(table: string): string[];
  /** The foreign keys from `table` into a table of `into` that do not pair the shop columns. */
  foreignKeysBreaking(table: string, into: ReadonlySet<string>): string[];
}

interface KeyRow {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'x' | 'f' | 'i';
  columns: string[];
  referenced: string | null;
  referencedColumns: string[] | null;
}

const kindNames = {
  p: 'primary key',
  u: 'unique constraint',
  x: 'exclusion constraint',
  i: 'unique index',
  f: 'foreign key',
} as const;

export async function readTenancyCatalog(db: Db): Promise<TenancyCatalog> {
  const tables = await executeRows<{ table: string; shopColumn: string | null }>(
    db,
    sql`select c.relname as "table",
        (select case when a.attnotnull then 'not null' else 'nullable' end from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'barbershop_id' and not a.attisdropped)
          as "shopColumn"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  // Constraints, and the unique indexes no constraint stands for (an index on an expression
  // lists the expression as its definition, so it is read from pg_get_indexdef).
  const keys = await executeRows<KeyRow>(
    db,
    sql`select t.relname as "table", con.conname as name, con.contype as kind,
        array(select a.attname::text from unnest(con.conkey) with ordinality k(num, pos)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.pos)
          as columns,
        r.relname as referenced,
        case when con.contype = 'f' then array(select a.attname::text
          from unnest(con.confkey) with ordinality k(num, pos)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.pos)
          end as "referencedColumns"
      from pg_constraint con join pg_class t on t.oid = con.conrelid
      join pg_namespace n on n.oid = t.relnamespace left join pg_class r on r.oid = con.confrelid
      where n.nspname = 'public' and con.contype in ('p', 'u', 'x', 'f')
    union all
      select t.relname, i.relname, 'i',
        array(select a.attname::text from unnest(ix.indkey) k(num)
          join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.num),
        null, null
      from pg_index ix join pg_class i on i.oid = ix.indexrelid
      join pg_class t on t.oid = ix.indrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and ix.indisunique
        and not exists (select 1 from pg_constraint con where con.conindid = ix.indexrelid
          and con.contype in ('p', 'u', 'x'))
      order by 1, 2`,
  );
  const shopColumn = new Map(tables.map((row) => [row.table, row.shopColumn]));

  const foreignKeysBreaking = (table: string, into: ReadonlySet<string>): string[] =>
    keys
      .filter((key) => key.table === table && key.kind === 'f' && into.has(key.referenced ?? ''))
      .filter((key) => {
        const at = key.columns.indexOf('barbershop_id');
        return at < 0 || key.referencedColumns?.[at] !== 'barbershop_id';
      })
      .map(
        (key) =>
          `foreign key ${key.name} (${key.columns.join(', ')}) → ${key.referenced} ` +
          `(${key.referencedColumns?.join(', ')}) does not pair barbershop_id with barbershop_id`,
      );

  const problemsOf = (table: string): string[] => {
    const column = shopColumn.get(table);
    if (column === undefined) return ['no such table'];
    if (column === null) return ['has no barbershop_id column'];
    const problems = column === 'nullable' ? ['barbershop_id is nullable'] : [];
    for (const key of keys) {
      if (key.table !== table || key.kind === 'f' || key.columns.includes('barbershop_id')) {
        continue;
      }
      problems.push(`${kindNames[key.kind]} ${key.name} (${key.columns.join(', ')}) lacks it`);
    }
    return problems;
  };

  return { tables: tables.map((row) => row.table), problemsOf, foreignKeysBreaking };
}
