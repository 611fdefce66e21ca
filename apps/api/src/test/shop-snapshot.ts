import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';

/**
 * A checksum per table of one shop's rows, to prove a request changed none of them: every row
 * that carries the shop's id, that names one of its people (client, barber, user), or that hangs
 * off its bookings, payments (and their gateway records), notifications or its people's wallets. Read from the catalog, so a new table is
 * counted the day it appears.
 */
export interface ShopSnapshot {
  (): Promise<Record<string, string>>;
  /** The tables no condition reaches (none of the columns above): nothing of a shop is in them. */
  unreached: string[];
}

const uuid = /^[0-9a-f-]{36}$/;

export async function shopSnapshot(
  db: Db,
  shopId: string,
  people: readonly string[],
): Promise<ShopSnapshot> {
  for (const id of [shopId, ...people]) if (!uuid.test(id)) throw new Error(`not an id: ${id}`);
  const shop = `'${shopId}'::uuid`;
  const persons = `array[${people.map((id) => `'${id}'`).join(',')}]::uuid[]`;
  const columns = await executeRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, column_name`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns) {
    byTable.set(table_name, (byTable.get(table_name) ?? new Set()).add(column_name));
  }
  const conditionsOf = (table: string, has: Set<string>): string[] => {
    const conditions: string[] = [];
    if (table === 'barbershops') conditions.push(`id = ${shop}`);
    if (table === 'users') conditions.push(`id = any(${persons})`);
    if (has.has('barbershop_id')) conditions.push(`barbershop_id = ${shop}`);
    for (const column of ['user_id', 'client_id', 'barber_id', 'actor_id']) {
      if (has.has(column)) conditions.push(`${column} = any(${persons})`);
    }
    if (has.has('appointment_id')) {
      conditions.push(
        `appointment_id in (select id from appointments where barbershop_id = ${shop})`,
      );
    }
    if (has.has('payment_id')) {
      conditions.push(`payment_id in (select id from payments where barbershop_id = ${shop})`);
    }
    if (has.has('notification_id')) {
      conditions.push(
        `notification_id in (select id from notifications where user_id = any(${persons}))`,
      );
    }
    // The gateway's side of a payment or deposit: the sandbox's record and its notifications.
    const gatewayIds = `(select gateway_payment_id from payments where barbershop_id = ${shop}
      union select gateway_payment_id from wallet_deposits where user_id = any(${persons}))`;
    if (table === 'sandbox_payments') conditions.push(`id in ${gatewayIds}`);
    if (has.has('gateway_payment_id') && table === 'payment_events') {
      conditions.push(`gateway_payment_id in ${gatewayIds}`);
    }
    if (has.has('wallet_id')) {
      conditions.push(`wallet_id in (select id from wallets where user_id = any(${persons}))`);
    }
    return conditions;
  };
  const parts: string[] = [];
  const unreached: string[] = [];
  for (const [table, has] of byTable) {
    const conditions = conditionsOf(table, has);
    if (conditions.length === 0) {
      unreached.push(table);
      continue;
    }
    parts.push(
      `select '${table}' as name, (select md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
        from "${table}" t where ${conditions.join(' or ')}) as sum`,
    );
  }
  const query = sql.raw(parts.join(' union all '));
  const snapshot = async () => {
    const rows = await executeRows<{ name: string; sum: string }>(db, query);
    return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
  };
  return Object.assign(snapshot, { unreached: unreached.sort() });
}
