import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { timeOff } from '../../db/schema/time-off.js';
import { users } from '../../db/schema/users.js';
import { eq } from 'drizzle-orm';
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
import { countQueries } from '../../test/query-counter.js';

/**
 * The dashboard of a shop of its own, on a pinned clock: Wednesday 2026-04-29 at 15:00 in São
 * Paulo. Its week runs Sunday 26 April to Saturday 2 May; its month is April.
 */
const NOW = spInstant('2026-04-29', '15:00');

let testApp: TestApp;
let app: FastifyInstance;
let admin: Actor;
let barberId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  app = await buildTestApp(testApp.database, {}, () => NOW);
  const shop = await createShop(db, 'Barbearia do Painel');
  admin = await createUser(db, 'ADMIN', shop);
  const corte = await createService(db, shop, { name: 'Corte clássico' });
  const barba = await createService(db, shop, { name: 'Barba completa' });
  const barber = await createBarber(db, shop, [corte, barba], 'Bruno Painel');
  barberId = barber.id;
  // Inactive barbers and other shops' bookings count nowhere.
  const gone = await createBarber(db, shop, [corte], 'Antigo');
  await db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
  const rival = await createShop(db, 'Rival');
  const rivalBarber = await createBarber(db, rival, []);
  const client = await createUser(db, 'CLIENT', null);

  const book = (
    date: string,
    time: string,
    status: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'EXPIRED',
    totalCents: number,
    serviceId: string,
    paymentStatus: 'PENDING' | 'COMPLETED' = 'PENDING',
  ) =>
    insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      barbershopId: shop,
      startsAt: spInstant(date, time),
      status,
      paymentStatus,
      totalCents,
      serviceId,
    });
  await book('2026-04-27', '10:00', 'COMPLETED', 5000, corte);
  await book('2026-04-28', '10:00', 'CONFIRMED', 3000, barba); // never completed: a no-show
  await book('2026-04-28', '14:00', 'EXPIRED', 9900, corte);
  await book('2026-04-29', '10:00', 'COMPLETED', 4000, corte);
  await book('2026-04-29', '16:00', 'CONFIRMED', 6000, corte, 'COMPLETED'); // paid ahead
  await book('2026-04-29', '17:00', 'PENDING', 3500, barba);
  await book('2026-04-29', '18:00', 'CANCELLED', 4500, corte);
  await book('2026-04-10', '10:00', 'COMPLETED', 7000, barba); // the month, not the week
  await book('2026-05-02', '10:00', 'CONFIRMED', 2000, barba, 'COMPLETED'); // the week, not April
  await insertAppointment(db, {
    clientId: client.id,
    barberId: rivalBarber.id,
    barbershopId: rival,
    startsAt: spInstant('2026-04-29', '11:00'),
    status: 'COMPLETED',
    totalCents: 100_000,
  });
  await db.insert(timeOff).values({
    barbershopId: shop,
    barberId: barber.id,
    startsAt: spInstant('2026-04-30', '10:00'),
    endsAt: spInstant('2026-04-30', '11:00'),
  });
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

async function dashboard(period: 'week' | 'month') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/dashboard?period=${period}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/admin/dashboard', () => {
  it("counts today's bookings by status, leaving expired ones out", async () => {
    const body = await dashboard('week');
    expect(body.timeZone).toBe('America/Sao_Paulo');
    expect(body.today).toEqual({
      date: '2026-04-29',
      bookings: 4,
      pending: 1,
      confirmed: 1,
      completed: 1,
      cancelled: 1,
    });
  });

  it('sums the revenue of completed or paid bookings in the week and the month', async () => {
    const { revenue } = await dashboard('week');
    expect(revenue).toEqual({
      week: 170,
      month: 220,
      weekSpan: { from: '2026-04-26', to: '2026-05-02' },
      monthSpan: { from: '2026-04-01', to: '2026-04-30' },
    });
  });

  it('rates cancellations over bookings and no-shows over what should have happened', async () => {
    const { rates } = await dashboard('week');
    expect(rates).toEqual({
      bookings: 7,
      cancelled: 1,
      cancellationRate: 1 / 7,
      noShows: 1,
      attended: 3,
      noShowRate: 1 / 3,
    });
  });

  it('measures occupancy as booked over working minutes, less time off', async () => {
    const { occupancy } = await dashboard('week');
    // Six days of 09:00–12:00 and 13:00–19:00 (540 min) less an hour off; six 40-minute bookings.
    expect(occupancy).toEqual([
      {
        barberId,
        name: 'Bruno Painel',
        bookedMinutes: 240,
        workingMinutes: 3180,
        rate: 240 / 3180,
      },
    ]);
  });

  it('ranks the top services and charts each day of the period', async () => {
    const body = await dashboard('week');
    expect(body.topServices).toEqual([
      expect.objectContaining({ name: 'Corte clássico', bookings: 3, revenue: 150 }),
      expect.objectContaining({ name: 'Barba completa', bookings: 3, revenue: 20 }),
    ]);
    expect(body.period).toEqual({ kind: 'week', from: '2026-04-26', to: '2026-05-02' });
    expect(body.dailyRevenue).toEqual([
      { date: '2026-04-26', revenue: 0, bookings: 0 },
      { date: '2026-04-27', revenue: 50, bookings: 1 },
      { date: '2026-04-28', revenue: 0, bookings: 1 },
      { date: '2026-04-29', revenue: 100, bookings: 3 },
      { date: '2026-04-30', revenue: 0, bookings: 0 },
      { date: '2026-05-01', revenue: 0, bookings: 0 },
      { date: '2026-05-02', revenue: 20, bookings: 1 },
    ]);
  });

  it('spans the calendar month when asked', async () => {
    const body = await dashboard('month');
    expect(body.period).toEqual({ kind: 'month', from: '2026-04-01', to: '2026-04-30' });
    expect(body.dailyRevenue).toHaveLength(30);
    expect(body.rates).toMatchObject({ bookings: 7, cancelled: 1 });
  });

  it('reads its figures in a fixed number of statements, whatever the data', async () => {
    const queries = await countQueries(testApp.database.db, () => dashboard('month'));
    expect(queries).toBeLessThanOrEqual(6);
  });
});
