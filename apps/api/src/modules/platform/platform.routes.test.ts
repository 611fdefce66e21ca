import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { barbershops } from '../../db/schema/barbershops.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The platform's operator (issue 20 §1): lists shops with counts only, suspends and reactivates
 * with a reason in the shop's audit log; a suspended shop's page and booking say so and its data
 * stays; the operator reads nothing of a shop.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let operator: Actor;
let client: Actor;
/** Books through the API: `client` has the fixtures' unpaid bookings. */
let booker: Actor;
let shop: string;
let owner: Actor;
let barber: Actor;
let serviceId: string;
const SLUG = 'barbearia-da-plataforma';
const PRICE_CENTS = 4000;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  operator = await createUser(db, 'OPERATOR', null, 'Plataforma');
  client = await createUser(db, 'CLIENT', null, 'Cliente Plataforma');
  booker = await createUser(db, 'CLIENT', null);
  shop = await createShop(db, 'Barbearia da Plataforma', { slug: SLUG });
  owner = await createUser(db, 'OWNER', shop);
  serviceId = await createService(db, shop, { priceCents: PRICE_CENTS });
  barber = await createBarber(db, shop, [serviceId]);
  // Two bookings made now: in the last 30 days.
  for (const time of ['10:00', '11:00']) {
    await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      barbershopId: shop,
      serviceId,
      startsAt: spInstant(futureDate(2), time),
    });
  }
});

afterAll(async () => {
  await testApp.close();
});

function listShops(actor: Actor = operator) {
  return app.inject({ method: 'GET', url: '/api/platform/shops', headers: actor.headers });
}

function setStatus(kind: 'suspension' | 'reactivation', reason: string, id = shop) {
  return app.inject({
    method: 'POST',
    url: `/api/platform/shops/${id}/${kind}`,
    headers: operator.headers,
    payload: { reason },
  });
}

function book(time: string) {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: booker.headers,
    payload: {
      serviceIds: [serviceId],
      barberIds: [barber.id],
      scheduledDate: futureDate(3),
      scheduledTime: time,
      paymentMethod: 'CASH',
      totalPrice: fromCents(
        computeOrderTotals({
          items: [{ priceCents: PRICE_CENTS, promotionalPriceCents: null }],
          method: 'CASH',
        }).total,
      ),
    },
  });
}

describe("the operator's shop list", () => {
  it('lists every shop with counts and nothing of its clients or money', async () => {
    const response = await listShops();
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Record<string, unknown>[] };
    const row = data.find((entry) => entry.id === shop);
    expect(row).toEqual({
      id: shop,
      name: 'Barbearia da Plataforma',
      slug: SLUG,
      createdAt: expect.any(String),
      bookingsLast30Days: 2,
      // The owner and the barber.
      staffCount: 2,
      suspendedAt: null,
      suspensionReason: null,
      platformFeePercent: null,
    });
    // PLATFORM_FEE_PERCENT, 0 in tests: the fee of every shop without its own.
    expect(response.json()).toMatchObject({ defaultPlatformFeePercent: 0 });
    // The demo shop is there too; no answer names a client.
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(response.body).not.toContain('Cliente Plataforma');
  });

  it('is the operator’s alone', async () => {
    for (const actor of [owner, barber, client]) {
      expect((await listShops(actor)).statusCode).toBe(403);
    }
  });
});

describe('the operator reads nothing of a shop', () => {
  it.each([
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/clients'],
    ['GET', '/api/admin/appointments'],
    ['GET', '/api/admin/audit-log'],
    ['GET', '/api/services'],
    ['GET', '/api/appointments/my-appointments'],
    ['GET', '/api/wallet'],
  ] as const)('%s %s answers 403', async (method, url) => {
    const response = await app.inject({ method, url, headers: operator.headers });
    expect(response.statusCode, response.body).toBe(403);
  });

  it("answers 403 for one of the shop's bookings", async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      barbershopId: shop,
      serviceId,
      startsAt: spInstant(futureDate(4), '10:00'),
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: operator.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('suspending and reactivating a shop', () => {
  it('stops the public page and booking with a clear message, keeps the data, and audits', async () => {
    const first = await book('10:00');
    expect(first.statusCode, first.body).toBe(201);

    const suspended = await setStatus('suspension', 'Mensalidade em atraso');
    expect(suspended.statusCode, suspended.body).toBe(200);

    const page = await app.inject({ method: 'GET', url: `/api/public/shops/${SLUG}` });
    expect(page.statusCode).toBe(403);
    expect(page.json()).toMatchObject({
      code: 'SHOP_SUSPENDED',
      message: expect.stringContaining('temporariamente indisponível'),
    });
    const barberPage = await app.inject({ method: 'GET', url: `/api/public/barbers/${barber.id}` });
    expect(barberPage.json()).toMatchObject({ code: 'SHOP_SUSPENDED' });
    const booking = await book('11:00');
    expect(booking.statusCode).toBe(403);
    expect(booking.json()).toMatchObject({ code: 'SHOP_SUSPENDED' });

    // Its data stays: the owner still reads the bookings, the list says since when and why.
    const own = await app.inject({
      method: 'GET',
      url: '/api/admin/appointments',
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    const listed = ((await listShops()).json() as { data: { id: string }[] }).data.find(
      (entry) => entry.id === shop,
    );
    expect(listed).toMatchObject({
      suspendedAt: expect.any(String),
      suspensionReason: 'Mensalidade em atraso',
      // The two of the start, the one the operator could not read, the one just booked.
      bookingsLast30Days: 4,
    });

    // Twice is refused and changes nothing.
    const again = await setStatus('suspension', 'De novo');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Esta barbearia já está suspensa.' });

    const reactivated = await setStatus('reactivation', 'Mensalidade paga');
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/public/shops/${SLUG}` })).statusCode).toBe(
      200,
    );
    expect((await book('11:00')).statusCode).toBe(201);
    expect((await setStatus('reactivation', 'Outra vez')).statusCode).toBe(409);

    const entries = await db
      .select({
        action: auditLog.action,
        actorRole: auditLog.actorRole,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.barbershopId, shop), eq(auditLog.actorId, operator.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'shop.reactivate',
      'shop.suspend',
    ]);
    expect(entries.every((entry) => entry.actorRole === 'OPERATOR')).toBe(true);
    expect(entries.map((entry) => (entry.after as { reason: string }).reason).sort()).toEqual([
      'Mensalidade em atraso',
      'Mensalidade paga',
    ]);
  });

  it('answers 404 for a shop that does not exist and 400 without a reason', async () => {
    const missing = await setStatus('suspension', 'Motivo', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const noReason = await setStatus('suspension', ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: 'Informe o motivo, de 3 a 500 caracteres.' });
  });
});

describe("a shop's platform fee", () => {
  function setFee(feePercent: unknown, actor: Actor = operator, id = shop) {
    return app.inject({
      method: 'PUT',
      url: `/api/platform/shops/${id}/platform-fee`,
      headers: actor.headers,
      payload: { feePercent },
    });
  }

  const listedFee = async () =>
    (
      (await listShops()).json() as { data: { id: string; platformFeePercent: unknown }[] }
    ).data.find((entry) => entry.id === shop)?.platformFeePercent;

  it("is set and cleared by the operator, shown in the list and audited in the shop's log", async () => {
    const set = await setFee(3.75);
    expect(set.statusCode, set.body).toBe(200);
    expect(await listedFee()).toBe(3.75);
    const [stored] = await db
      .select({ fee: barbershops.platformFeeBasisPoints })
      .from(barbershops)
      .where(eq(barbershops.id, shop));
    expect(stored?.fee).toBe(375);

    const cleared = await setFee(null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await listedFee()).toBeNull();

    const entries = await db
      .select({ before: auditLog.before, after: auditLog.after, actorRole: auditLog.actorRole })
      .from(auditLog)
      .where(and(eq(auditLog.barbershopId, shop), eq(auditLog.action, 'shop.platform_fee_update')))
      .orderBy(asc(auditLog.createdAt));
    expect(entries).toEqual([
      {
        before: { platformFeeBasisPoints: null },
        after: { platformFeeBasisPoints: 375 },
        actorRole: 'OPERATOR',
      },
      {
        before: { platformFeeBasisPoints: 375 },
        after: { platformFeeBasisPoints: null },
        actorRole: 'OPERATOR',
      },
    ]);
  });

  it("is refused to the shop's own owner and admins (403), and changes nothing", async () => {
    const admin = await createUser(db, 'ADMIN', shop);
    for (const actor of [owner, admin, barber, client]) {
      const response = await setFee(0, actor);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(await listedFee()).toBeNull();
  });

  it('says in pt-BR what a fee may be, and 404 for a shop that does not exist', async () => {
    for (const feePercent of [-1, 50.01, 2.555, '2,5']) {
      const response = await setFee(feePercent);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'A taxa da plataforma deve ser de 0 a 50%, com até 2 casas decimais.',
      });
    }
    const missing = await setFee(2, operator, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Barbearia não encontrada.' });
  });
});
