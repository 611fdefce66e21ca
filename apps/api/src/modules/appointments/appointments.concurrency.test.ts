import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import { appointments } from '../../db/schema/appointments.js';
import { getPgErrorCode } from '../../db/pg-error.js';
import {
  createUser,
  demoActor,
  demoServices,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let barber: Actor;
let clients: Actor[];

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  barber = await demoActor(db, 'barbeiro@navalha.dev');
  clients = [];
  for (let index = 0; index < 50; index += 1) {
    clients.push(await createUser(db, 'CLIENT', null, `Cliente ${index}`));
  }
});

afterAll(async () => {
  await testApp.close();
});

const [corte, , corteMaisBarba] = demoServices;

function booking(
  client: Actor,
  date: string,
  time: string,
  service: (typeof demoServices)[number] = corte,
) {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: client.headers,
    payload: {
      serviceIds: [service.id],
      barberIds: [barber.id],
      scheduledDate: date,
      scheduledTime: time,
      paymentMethod: 'CASH',
      totalPrice: fromCents(computeOrderTotals({ items: [service], method: 'CASH' }).total),
    },
  });
}

async function rowsOn(date: string) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.barberId, barber.id),
        inArray(
          appointments.clientId,
          clients.map((client) => client.id),
        ),
      ),
    )
    .then((rows) =>
      rows.filter((row) => row.startsAt.getTime() >= spInstant(date, '00:00').getTime()),
    );
}

describe('no double booking', () => {
  it('lets exactly one of 50 clients booking the same barber and time at once win', async () => {
    const date = futureDate(4, 30);

    const responses = await Promise.all(clients.map((client) => booking(client, date, '10:00')));

    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const response of refused) {
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'SLOT_UNAVAILABLE',
        message: 'Horário indisponível. Escolha outro horário.',
      });
    }
    const rows = await rowsOn(date);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(created[0]?.json().id);
    const snapshot = await db
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, rows[0]?.id ?? ''));
    expect(snapshot).toHaveLength(1);
  });

  it('lets one of two overlapping but different times win', async () => {
    const date = futureDate(5, 30);
    // 10:00–11:00 (Corte + barba) against 10:30–11:10 (Corte): they share 10:30–11:00.
    const responses = await Promise.all(
      clients
        .slice(0, 20)
        .map((client, index) =>
          index % 2 === 0
            ? booking(client, date, '10:00', corteMaisBarba)
            : booking(client, date, '10:30'),
        ),
    );

    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const codes = responses
      .filter((response) => response.statusCode !== 201)
      .map((response) => response.json().code);
    expect(new Set(codes)).toEqual(new Set(['SLOT_UNAVAILABLE']));
    expect(await rowsOn(date)).toHaveLength(1);
  });

  it('spreads concurrent bookings for "any of these barbers" over all of them', async () => {
    const date = futureDate(6, 30);
    const team = await Promise.all(
      ['barbeiro', 'rafael', 'thiago', 'lucas'].map((name) => demoActor(db, `${name}@navalha.dev`)),
    );
    const responses = await Promise.all(
      clients.slice(0, 10).map((client) =>
        app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: client.headers,
          payload: {
            serviceIds: [corte.id],
            barberIds: team.map((member) => member.id),
            scheduledDate: date,
            scheduledTime: '15:00',
            paymentMethod: 'CASH',
            totalPrice: 50,
          },
        }),
      ),
    );

    const created = responses.filter((response) => response.statusCode === 201);
    expect(new Set(created.map((response) => response.json().barberId))).toEqual(
      new Set(team.map((member) => member.id)),
    );
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(6);
  });

  it('is enforced by the database itself: an overlapping active row fails with 23P01', async () => {
    const date = futureDate(4, 37);
    const client = clients[0];
    if (!client) throw new Error('no client');
    await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(date, '10:00'),
      status: 'CANCELLED',
    });
    await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(date, '10:00'),
    });
    // Touching is not overlapping.
    await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(date, '10:40'),
    });

    const error = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(date, '10:20'),
      status: 'CONFIRMED',
    }).catch((caught: unknown) => caught);
    expect(getPgErrorCode(error)).toBe('23P01');
  });
});
