import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../modules/auth/tokens.js';
import { requireRoles } from '../plugins/auth.js';
import { buildTestApp, TEST_JWT_SECRET } from '../test/test-app.js';
import { countRoundTrips } from '../test/query-counter.js';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { executeRows } from './execute-rows.js';
import type { Db } from './client.js';
import { behindShopWall, outsideShopWall, WALL_ROLE } from './shop-wall.js';

let testDatabase: TestDatabase;
let db: Db;
let shopA: string;
let shopB: string;
let serviceOfB: string;

const rows = <T>(query: ReturnType<typeof sql>) => executeRows<T>(db, query);

const whoAmI = () =>
  rows<{ role: string; shop: string | null }>(
    sql`select current_user as role, nullif(current_setting('app.shop_id', true), '') as shop`,
  );

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  const [demo] = await rows<{ id: string }>(sql`select id from barbershops limit 1`);
  shopA = demo!.id;
  const [made] = await rows<{ id: string }>(
    sql`insert into barbershops (name, address, settings, slug)
        values ('Barbearia B', 'Rua B, 2', '{}'::jsonb, 'barbearia-b') returning id`,
  );
  shopB = made!.id;
  const [service] = await rows<{ id: string }>(
    sql`insert into services (barbershop_id, name, price_cents, duration_minutes)
        values (${shopB}, 'Corte de B', 5000, 30) returning id`,
  );
  serviceOfB = service!.id;
});

afterAll(() => testDatabase.dispose());

describe('the shop wall alone (row-level security, decision 048)', () => {
  it('shows a shop none of another shop’s rows, to a query that names no shop', async () => {
    const open = await rows<{ shop: string }>(
      sql`select distinct barbershop_id as shop from services`,
    );
    expect(open.map((row) => row.shop).sort()).toEqual([shopA, shopB].sort());

    const walled = await behindShopWall(shopA, () =>
      rows<{ shop: string }>(sql`select distinct barbershop_id as shop from services`),
    );
    expect(walled).toEqual([{ shop: shopA }]);
    const byId = await behindShopWall(shopA, () =>
      rows<{ id: string }>(sql`select id from services where id = ${serviceOfB}`),
    );
    expect(byId).toEqual([]);
    // The other shop sees its own and nothing of the first.
    const fromB = await behindShopWall(shopB, () =>
      rows<{ id: string }>(sql`select id from services`),
    );
    expect(fromB).toEqual([{ id: serviceOfB }]);
  });

  // A drizzle query runs when it is awaited: awaited inside, so behind the wall.
  it('lets a shop neither change nor make another shop’s rows', async () => {
    await behindShopWall(
      shopA,
      async () =>
        await db.execute(sql`update services set name = 'Tomado' where id = ${serviceOfB}`),
    );
    await behindShopWall(
      shopA,
      async () => await db.execute(sql`delete from services where id = ${serviceOfB}`),
    );
    const [kept] = await rows<{ name: string }>(
      sql`select name from services where id = ${serviceOfB}`,
    );
    expect(kept).toEqual({ name: 'Corte de B' });

    await expect(
      behindShopWall(
        shopA,
        async () =>
          await db.execute(
            sql`insert into services (barbershop_id, name, price_cents, duration_minutes)
              values (${shopB}, 'Plantado', 100, 10)`,
          ),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    // Moving one of its own rows into the other shop is refused too.
    await expect(
      behindShopWall(shopA, () =>
        db.transaction((tx) =>
          tx.execute(
            sql`update services set barbershop_id = ${shopB} where barbershop_id = ${shopA}`,
          ),
        ),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    const planted = await rows(sql`select 1 from services where name = 'Plantado'`);
    expect(planted).toEqual([]);
  });

  it('with no shop set, the wall’s role sees nothing at all', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${WALL_ROLE}`));
      return executeRows(tx, sql`select count(*)::int as n from services`);
    });
    expect(seen).toEqual([{ n: 0 }]);
  });

  it('runs a transaction behind the wall, and leaves nothing on the connection after it', async () => {
    const inside = await behindShopWall(shopB, () =>
      db.transaction((tx) => executeRows(tx, sql`select count(*)::int as n from services`)),
    );
    expect(inside).toEqual([{ n: 1 }]);
    // Walled and open statements at once: each runs as its own (PGlite shares one connection,
    // PostgreSQL's pool hands connections back and forth).
    const mixed = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        index % 2 === 0 ? behindShopWall(shopA, whoAmI) : outsideShopWall(whoAmI),
      ),
    );
    mixed.forEach((answer, index) => {
      expect(answer[0]).toMatchObject(
        index % 2 === 0 ? { role: WALL_ROLE, shop: shopA } : { shop: null },
      );
      if (index % 2 === 1) expect(answer[0]?.role).not.toBe(WALL_ROLE);
    });
  });

  it('keeps the wall when a test counts the statements', async () => {
    let answer: Awaited<ReturnType<typeof whoAmI>> = [];
    const trips = await countRoundTrips(db, () =>
      behindShopWall(shopA, async () => {
        answer = await whoAmI();
        await db.transaction((tx) => executeRows(tx, sql`select 1`));
      }),
    );
    expect(answer).toEqual([{ role: WALL_ROLE, shop: shopA }]);
    expect(trips).toBeGreaterThanOrEqual(2);
  });

  it('guards every table that carries a barbershop_id, read from the catalog', async () => {
    const unguarded = await rows<{ name: string }>(sql`
      select c.relname as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'barbershop_id' and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and not (
          c.relrowsecurity
          and exists (
            select 1 from pg_policy p
            where p.polrelid = c.oid and p.polname = 'shop_wall'
              and p.polroles = array[(select oid from pg_roles where rolname = ${WALL_ROLE})]::oid[]
          )
        )`);
    expect(unguarded).toEqual([]);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_policy where polname = 'shop_wall'`,
    );
    expect(count!.n).toBeGreaterThanOrEqual(20);
  });
});

describe('a request behind its shop’s wall', () => {
  let app: FastifyInstance;
  const tokens = createAccessTokens(TEST_JWT_SECRET);

  beforeAll(async () => {
    app = await buildTestApp(testDatabase.database);
    app.get(
      '/api/test/who-am-i',
      { preValidation: requireRoles('OWNER', 'ADMIN', 'RECEPTION', 'BARBER', 'CLIENT') },
      async () => {
        const [me] = await whoAmI();
        const services = await rows<{ shop: string }>(
          sql`select distinct barbershop_id as shop from services`,
        );
        return { ...me, shops: services.map((row) => row.shop).sort() };
      },
    );
    await app.ready();
  });

  afterAll(() => app.close());

  const ask = async (role: 'ADMIN' | 'RECEPTION' | 'BARBER' | 'CLIENT', shop: string | null) => {
    const token = await tokens.sign({ userId: crypto.randomUUID(), role, barbershopId: shop });
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/who-am-i',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ role: string; shop: string | null; shops: string[] }>();
  };

  it('runs a staff member’s statements as the wall’s role with their shop', async () => {
    for (const role of ['ADMIN', 'RECEPTION', 'BARBER'] as const) {
      expect(await ask(role, shopB)).toEqual({ role: WALL_ROLE, shop: shopB, shops: [shopB] });
    }
  });

  it('leaves a client’s request in the open', async () => {
    const answer = await ask('CLIENT', null);
    expect(answer.role).not.toBe(WALL_ROLE);
    expect(answer.shops).toEqual([shopA, shopB].sort());
  });
});
