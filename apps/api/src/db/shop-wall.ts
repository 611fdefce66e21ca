import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { isId } from '@navalha/core/contracts/ids';

/**
 * Row-level security as a second wall between shops (decision 048). Migration 0049 gives every
 * table with a `barbershop_id` a policy for the role `navalha_app`: a row is seen, written or
 * made only when its shop is the one in `app.shop_id`. A staff member's request runs its
 * statements under that role with its shop set; everything else (clients, public pages,
 * webhooks, sweeps, the operator, migrations) runs as the connecting role, which bypasses it.
 */
export const WALL_ROLE = 'navalha_app';

interface Wall {
  shopId: string | null;
}

const walls = new AsyncLocalStorage<Wall>();

/**
 * Runs `work` (and everything it starts) behind the wall of `shopId`; null runs it in the open.
 * Only a uuid is accepted: it is written into the statement that sets it.
 */
export function behindShopWall<T>(shopId: string | null, work: () => T): T {
  if (shopId !== null && !isId(shopId)) throw new Error('A shop wall needs a shop id');
  return walls.run({ shopId }, work);
}

/**
 * Raises the wall of the current request, which `behindShopWall(null, …)` opened before its
 * staff member was known (a route that authenticates in its own preHandler).
 */
export function raiseShopWall(shopId: string): void {
  const wall = walls.getStore();
  if (!wall || !isId(shopId)) return;
  wall.shopId = shopId;
}

/** Work that spans shops (a sweep started by a request, a gateway call's follow-up). */
export function outsideShopWall<T>(work: () => T): T {
  return walls.run({ shopId: null }, work);
}

/** The shop whose wall the current statement runs behind, if any. */
export function wallShop(): string | null {
  return walls.getStore()?.shopId ?? null;
}

/** One simple-protocol statement: the role and the shop, for the session or the transaction. */
function raiseWall(shopId: string, scope: 'session' | 'local'): string {
  const local = scope === 'local' ? 'local ' : '';
  return `set ${local}role ${WALL_ROLE}; set ${local}app.shop_id = '${shopId}'`;
}

const LOWER_WALL = 'reset role; reset app.shop_id';

/**
 * node-postgres: a checkout made behind a wall sets the role and the shop on its connection
 * (one round trip, in the one statement) and takes them off again before the connection goes
 * back to the pool, after the caller has its answer; a connection that cannot take them off is
 * closed instead. So no statement of another request ever runs with them, and work outside a
 * wall (clients' routes, the booking hot path) pays nothing. `pool.query` and drizzle's
 * transactions (`pool.connect()`) both come here.
 */
export function walledPool(pool: pg.Pool): pg.Pool {
  // The pool's own, not one a test counting statements assigned (it calls back into this proxy).
  const connect = Reflect.get(
    Object.getPrototypeOf(pool) as object,
    'connect',
  ) as () => Promise<pg.PoolClient>;
  const connectBehindWall = async (shopId: string): Promise<pg.PoolClient> => {
    const client = await connect.call(pool);
    const release = client.release;
    try {
      await client.query(raiseWall(shopId, 'session'));
    } catch (error) {
      release.call(client, error instanceof Error ? error : true);
      throw error;
    }
    client.release = (error?: Error | boolean) => {
      client.release = release;
      if (error) {
        release.call(client, error);
        return;
      }
      client.query(LOWER_WALL).then(
        () => release.call(client),
        (lowerError: unknown) =>
          release.call(client, lowerError instanceof Error ? lowerError : true),
      );
    };
    return client;
  };
  return new Proxy(pool, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      // Assigned by a test counting statements: as assigned (it calls the one it replaced).
      if (typeof value !== 'function' || Object.hasOwn(target, property)) return value;
      const method = (...args: unknown[]) =>
        (value as (...methodArgs: unknown[]) => unknown).apply(target, args);
      if (property === 'connect') {
        return (...args: unknown[]) => {
          const shopId = wallShop();
          // With a callback: pg-pool's own `query` taking its connection, never behind a wall.
          return shopId === null || args.length > 0 ? method(...args) : connectBehindWall(shopId);
        };
      }
      if (property === 'query') {
        return async (...args: unknown[]) => {
          const shopId = wallShop();
          if (shopId === null || typeof args.at(-1) === 'function') return method(...args);
          const client = await connectBehindWall(shopId);
          try {
            return await (client.query as (...queryArgs: unknown[]) => Promise<unknown>)(...args);
          } finally {
            client.release();
          }
        };
      }
      return method;
    },
  });
}

type PgliteQuery = (...args: unknown[]) => Promise<unknown>;
type PgliteTransaction = (work: (tx: Transaction) => Promise<unknown>) => Promise<unknown>;

/**
 * PGlite is one connection that concurrent requests share: a setting for the session would be
 * every request's. Behind a wall, a statement sent outside a transaction runs in a transaction of
 * its own and a transaction sets the role and shop first, both `set local`: they end with it.
 */
export function walledPgliteCall(
  client: PGlite,
  property: 'query' | 'exec' | 'transaction',
  args: unknown[],
): (() => Promise<unknown>) | null {
  const shopId = wallShop();
  if (shopId === null) return null;
  // PGlite's own, not one a test counting statements assigned (it calls back into client.ts).
  const own = Reflect.get(
    Object.getPrototypeOf(client) as object,
    'transaction',
  ) as PgliteTransaction;
  const transaction: PgliteTransaction = (work) => own.call(client, work);
  if (property === 'transaction') {
    const [work, ...rest] = args as [(tx: Transaction) => Promise<unknown>, ...unknown[]];
    if (rest.length > 0) return null;
    return () =>
      transaction(async (tx) => {
        await tx.exec(raiseWall(shopId, 'local'));
        return work(tx);
      });
  }
  return () =>
    transaction(async (tx) => {
      await tx.exec(raiseWall(shopId, 'local'));
      return (tx[property] as PgliteQuery).apply(tx, args);
    });
}
