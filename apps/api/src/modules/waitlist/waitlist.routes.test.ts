import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  createBarber,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { WaitlistRepository } from './waitlist.repository.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let reception: Actor;

const corte = demoServices[0].id;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  reception = await demoActor(db, 'recepcao@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

const join = (actor: Actor, payload: object, target = app) =>
  target.inject({ method: 'POST', url: '/api/waitlist', headers: actor.headers, payload });

const deskDay = (date: string, target = app) =>
  target.inject({
    method: 'GET',
    url: `/api/admin/waitlist?date=${date}`,
    headers: reception.headers,
  });

describe('the waitlist of a full day', () => {
  it('lets clients join for a range and any barber or one, in line order at the desk', async () => {
    const date = futureDate(2, 35);
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [corte], 'Bruno Espera');
    const first = await createUser(db, 'CLIENT', null, 'Ana Primeira');
    const second = await createUser(db, 'CLIENT', null, 'Beto Segundo');

    const joined = await join(first, {
      date,
      fromTime: '09:00',
      toTime: '12:00',
      serviceIds: [corte],
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({
      date,
      fromTime: '09:00',
      toTime: '12:00',
      barberId: null,
      serviceNames: [demoServices[0].name],
      status: 'WAITING',
    });
    const withBarber = await join(second, {
      date,
      fromTime: '14:00',
      toTime: '18:00',
      barberId: barber.id,
      serviceIds: [corte],
    });
    expect(withBarber.statusCode, withBarber.body).toBe(201);

    const desk = await deskDay(date);
    expect(desk.statusCode).toBe(200);
    expect(desk.json().data.map((entry: { clientName: string }) => entry.clientName)).toEqual([
      'Ana Primeira',
      'Beto Segundo',
    ]);
    expect(desk.json().data[1]).toMatchObject({ barberName: 'Bruno Espera', status: 'WAITING' });

    const mine = await app.inject({ method: 'GET', url: '/api/waitlist', headers: first.headers });
    expect(mine.json().data).toEqual([expect.objectContaining({ id: joined.json().id })]);
  });

  it('keeps the line in the order clients joined, even within one tick of the clock', async () => {
    // One transaction's now() is the same for all its rows on both databases, as two joins in
    // one millisecond are on PGlite: the line must still follow the order of the writes.
    const date = futureDate(2, 42);
    const names = ['Caio Um', 'Dora Dois', 'Edu Três', 'Fia Quatro', 'Gui Cinco'];
    const clients: Actor[] = [];
    for (const name of names) clients.push(await createUser(db, 'CLIENT', null, name));
    await db.transaction(async (tx) => {
      const repository = new WaitlistRepository(tx);
      for (const client of clients) {
        await repository.insert({
          barbershopId: DEMO_BARBERSHOP_ID,
          clientId: client.id,
          barberId: null,
          day: date,
          fromMinute: 9 * 60,
          toMinute: 12 * 60,
          serviceIds: [corte],
          durationMinutes: 30,
        });
      }
    });
    const desk = await deskDay(date);
    expect(desk.statusCode).toBe(200);
    expect(desk.json().data.map((entry: { clientName: string }) => entry.clientName)).toEqual(
      names,
    );
  });

  it('keeps one live entry per client and day, and refuses a barber who lacks a service', async () => {
    const date = futureDate(3, 35);
    const client = await createUser(db, 'CLIENT', null);
    const body = { date, fromTime: '09:00', toTime: '12:00', serviceIds: [corte] };
    expect((await join(client, body)).statusCode).toBe(201);
    const again = await join(client, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      message: 'Você já está na lista de espera deste dia.',
    });

    const stranger = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const other = await createUser(db, 'CLIENT', null);
    const refused = await join(other, { ...body, barberId: stranger.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SERVICE_NOT_OFFERED' });
  });

  it('refuses a range shorter than the services, or a day already over', async () => {
    const client = await createUser(db, 'CLIENT', null);
    const short = await join(client, {
      date: futureDate(4, 35),
      fromTime: '09:00',
      toTime: '09:10',
      serviceIds: [corte],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: 'O intervalo é menor que a duração dos serviços escolhidos.',
    });
    const past = await join(client, {
      date: '2020-01-06',
      fromTime: '09:00',
      toTime: '12:00',
      serviceIds: [corte],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: 'Escolha hoje ou uma data futura.' });
  });

  it('lets the client leave, and only their own entry', async () => {
    const client = await createUser(db, 'CLIENT', null);
    const someoneElse = await createUser(db, 'CLIENT', null);
    const entry = await join(client, {
      date: futureDate(5, 35),
      fromTime: '09:00',
      toTime: '12:00',
      serviceIds: [corte],
    });
    const url = `/api/waitlist/${entry.json().id}`;
    const foreign = await app.inject({ method: 'DELETE', url, headers: someoneElse.headers });
    expect(foreign.statusCode).toBe(404);
    const left = await app.inject({ method: 'DELETE', url, headers: client.headers });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: 'CANCELLED' });
    const twice = await app.inject({ method: 'DELETE', url, headers: client.headers });
    expect(twice.statusCode).toBe(409);
    // Having left, the client may join that day again.
    const rejoined = await join(client, {
      date: futureDate(5, 35),
      fromTime: '10:00',
      toTime: '12:00',
      serviceIds: [corte],
    });
    expect(rejoined.statusCode).toBe(201);
  });

  it('expires the entries of a day once it has passed in the shop', async () => {
    const date = futureDate(6, 35);
    const client = await createUser(db, 'CLIENT', null);
    expect(
      (await join(client, { date, fromTime: '09:00', toTime: '12:00', serviceIds: [corte] }))
        .statusCode,
    ).toBe(201);
    // The clock two days after that day.
    const later = await buildTestApp(
      testApp.database,
      {},
      () => new Date(new Date(`${date}T12:00:00Z`).getTime() + 2 * 86_400_000),
    );
    try {
      const desk = await deskDay(date, later);
      expect(desk.json().data.map((entry: { status: string }) => entry.status)).toContain(
        'EXPIRED',
      );
      expect(
        desk.json().data.filter((entry: { status: string }) => entry.status === 'WAITING'),
      ).toEqual([]);
    } finally {
      await later.close();
    }
  });
});
