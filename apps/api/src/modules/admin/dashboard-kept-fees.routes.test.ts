import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../db/schema/payments.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Issue 17 §5: the dashboard's revenue counts what the shop kept from cancelled bookings. A shop
 * of its own on a pinned clock, Wednesday 2026-04-29 15:00 in São Paulo (week 26 April–2 May).
 */
const NOW = spInstant('2026-04-29', '15:00');

let testApp: TestApp;
let app: FastifyInstance;
let admin: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  app = await buildTestApp(testApp.database, {}, () => NOW);
  const shop = await createShop(db, 'Barbearia das Taxas');
  admin = await createUser(db, 'ADMIN', shop);
  const corte = await createService(db, shop, { name: 'Corte' });
  const barber = await createBarber(db, shop, [corte], 'Beto Taxas');
  const client = await createUser(db, 'CLIENT', null);

  const book = async (
    time: string,
    status: 'COMPLETED' | 'CANCELLED',
    payment?: { status: 'COMPLETED' | 'REFUNDED'; refundedCents?: number },
  ) => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      barbershopId: shop,
      startsAt: spInstant('2026-04-28', time),
      status,
      paymentStatus: payment?.status ?? 'PENDING',
      totalCents: 6000,
      serviceId: corte,
    });
    if (payment) {
      await db.insert(payments).values({
        appointmentId: id,
        clientId: client.id,
        barbershopId: shop,
        method: 'PIX',
        flow: 'pix',
        gateway: 'sandbox',
        status: payment.status,
        amountCents: 6000,
        paidAt: spInstant('2026-04-27', '10:00'),
        refundedAmountCents: payment.refundedCents ?? null,
        refundedAt: payment.refundedCents ? spInstant('2026-04-28', '09:00') : null,
      });
    }
  };
  await book('10:00', 'COMPLETED');
  // Cancelled late and paid: R$ 30,00 went back, R$ 30,00 the shop kept.
  await book('11:00', 'CANCELLED', { status: 'REFUNDED', refundedCents: 3000 });
  // Cancelled in time: all of it went back.
  await book('12:00', 'CANCELLED', { status: 'REFUNDED', refundedCents: 6000 });
  // Cancelled, its refund not yet run: nothing kept until it has.
  await book('13:00', 'CANCELLED', { status: 'COMPLETED' });
  // Cancelled before anything was paid.
  await book('14:00', 'CANCELLED');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

describe('the dashboard revenue', () => {
  it('adds the cancellation fees the shop kept to the week, the month and the day', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?period=week',
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.revenue).toMatchObject({ week: 90, month: 90 });
    expect(body.dailyRevenue).toContainEqual({ date: '2026-04-28', revenue: 90, bookings: 1 });
  });
});
