import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { fromCents } from '@navalha/core/domain/money';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import {
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { countCheckouts, countRoundTrips } from '../../test/query-counter.js';
import { selectedTestDriver } from '../../test/test-database-info.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Issue 16 §3: one client cannot sit in two chairs at once, nor hold more than the shop's
 * number of unpaid upcoming bookings.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let bruno: Actor;
let rafael: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  rafael = await demoActor(db, 'rafael@navalha.dev');
  // The test template raises the limit for other suites; here it is the shop's default, 3.
  await db.execute(
    sql`update barbershops set settings = settings - 'maxUnpaidBookingsPerClient'
        where id = ${DEMO_BARBERSHOP_ID}`,
  );
});

afterAll(async () => {
  await testApp.close();
});

const [corte] = demoServices;

const newClient = () => createUser(db, 'CLIENT', null);

function book(
  client: Actor,
  barber: Actor,
  date: string,
  time: string,
  method: PaymentMethod = 'PIX',
) {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: client.headers,
    payload: {
      serviceIds: [corte.id],
      barberIds: [barber.id],
      scheduledDate: date,
      scheduledTime: time,
      paymentMethod: method,
      totalPrice: fromCents(computeOrderTotals({ items: [corte], method }).total),
    },
  });
}

async function bookingsOf(client: Actor) {
  return db.select().from(appointments).where(eq(appointments.clientId, client.id));
}

const doubleBooked = {
  statusCode: 409,
  error: 'Conflict',
  code: 'CLIENT_DOUBLE_BOOKED',
  message: 'Você já tem um agendamento neste horário. Escolha outro horário.',
  field: 'scheduledTime',
};

describe('one client, one chair at a time', () => {
  it('refuses a second booking at an overlapping time with another barber', async () => {
    const client = await newClient();
    const date = futureDate(2, 30);
    expect((await book(client, bruno, date, '10:00')).statusCode).toBe(201);

    // Corte takes 40 minutes: 10:30 overlaps 10:00–10:40, 10:40 only touches it.
    const overlapping = await book(client, rafael, date, '10:30');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual(doubleBooked);
    expect(await bookingsOf(client)).toHaveLength(1);

    expect((await book(client, rafael, date, '11:00')).statusCode).toBe(201);
  });

  it('books in six round trips, the client’s bookings read by the insert itself', async () => {
    const client = await newClient();
    const date = futureDate(5, 30);
    let response: Awaited<ReturnType<typeof book>> | undefined;
    // The statics with the usage counter, then BEGIN, the client's lock, the insert and COMMIT;
    // the NOTIFY of the new notices after the commit is a sixth.
    const trips = await countRoundTrips(db, async () => {
      response = await book(client, bruno, date, '16:00', 'CASH');
    });
    expect(response?.statusCode).toBe(201);
    expect(trips).toBe(6);
  });

  it.runIf(selectedTestDriver() === 'postgres')(
    'takes the pool for the statics with the usage counter, the transaction and the NOTIFY',
    async () => {
      const client = await newClient();
      const date = futureDate(5, 40);
      let response: Awaited<ReturnType<typeof book>> | undefined;
      const booked = await countCheckouts(db, async () => {
        response = await book(client, bruno, date, '16:00', 'CASH');
      });
      expect(response?.statusCode).toBe(201);
      expect(booked).toEqual({ checkouts: 3, stillOut: 0 });

      // Refused in its transaction (the client's own time): nothing to signal.
      const refused = await countCheckouts(db, async () => {
        response = await book(client, rafael, date, '16:00', 'CASH');
      });
      expect(response?.json()).toEqual(doubleBooked);
      expect(refused).toEqual({ checkouts: 2, stillOut: 0 });
    },
  );

  it('lets exactly one of concurrent bookings with each barber at one time win', async () => {
    const team = await Promise.all(
      ['barbeiro', 'rafael', 'thiago', 'lucas'].map((name) => demoActor(db, `${name}@navalha.dev`)),
    );
    // Several rounds, each a fresh client asking every barber for the same time at once.
    for (const time of ['09:00', '10:00', '11:00', '14:00', '15:00']) {
      const client = await newClient();
      const responses = await Promise.all(
        team.map((barber) => book(client, barber, futureDate(3, 30), time)),
      );

      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, time).toEqual([201, 409, 409, 409]);
      for (const refused of responses.filter((response) => response.statusCode === 409)) {
        expect(refused.json()).toEqual(doubleBooked);
      }
      expect(await bookingsOf(client)).toHaveLength(1);
    }
  });

  it('refuses a reschedule onto the time of the client’s other booking', async () => {
    const client = await newClient();
    const date = futureDate(4, 30);
    expect((await book(client, bruno, date, '09:00')).statusCode).toBe(201);
    const second = await book(client, rafael, date, '14:00');
    expect(second.statusCode).toBe(201);
    const id = second.json().id as string;

    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}`,
      headers: client.headers,
      payload: { scheduledDate: date, scheduledTime: '09:00' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual(doubleBooked);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.startsAt.toISOString()).toBe(second.json().start_time);

    // Its own time, moved a little, is not a conflict with itself.
    const nudged = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}`,
      headers: client.headers,
      payload: { scheduledDate: date, scheduledTime: '14:30' },
    });
    expect(nudged.statusCode).toBe(200);
  });
});

describe('unpaid bookings per client', () => {
  it('refuses the 4th unpaid upcoming booking at a shop, by default', async () => {
    const client = await newClient();
    const date = futureDate(5, 30);
    for (const [time, method] of [
      ['09:00', 'PIX'],
      ['10:00', 'CASH'],
      ['11:00', 'CREDIT_CARD'],
    ] as const) {
      expect((await book(client, bruno, date, time, method)).statusCode).toBe(201);
    }

    const fourth = await book(client, bruno, date, '14:00', 'CASH');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'TOO_MANY_UNPAID_BOOKINGS',
      message:
        'Você já tem 3 agendamentos aguardando pagamento nesta barbearia. ' +
        'Pague ou cancele um deles para agendar outro.',
    });
    expect(await bookingsOf(client)).toHaveLength(3);
  });

  it('counts neither paid bookings nor cash the shop confirmed, and follows the setting', async () => {
    const client = await newClient();
    const date = futureDate(6, 30);
    const ids: string[] = [];
    for (const time of ['09:00', '10:00', '11:00']) {
      const response = await book(client, bruno, date, time, 'CASH');
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id as string);
    }
    // One paid online, one cash booking the shop confirmed: one unpaid booking is left.
    await db
      .update(appointments)
      .set({ status: 'CONFIRMED', paymentStatus: 'COMPLETED', paymentMethod: 'PIX' })
      .where(eq(appointments.id, ids[0]!));
    await db.update(appointments).set({ status: 'CONFIRMED' }).where(eq(appointments.id, ids[1]!));
    expect((await book(client, bruno, date, '14:00', 'CASH')).statusCode).toBe(201);
    expect((await book(client, bruno, date, '15:00', 'CASH')).statusCode).toBe(201);
    expect((await book(client, bruno, date, '16:00', 'CASH')).statusCode).toBe(409);

    const [shop] = await db
      .select({ settings: barbershops.settings })
      .from(barbershops)
      .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
    await db
      .update(barbershops)
      .set({ settings: { ...shop!.settings, maxUnpaidBookingsPerClient: 4 } })
      .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
    try {
      expect((await book(client, bruno, date, '16:00', 'CASH')).statusCode).toBe(201);
    } finally {
      await db
        .update(barbershops)
        .set({ settings: shop!.settings })
        .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
    }
  });
});
