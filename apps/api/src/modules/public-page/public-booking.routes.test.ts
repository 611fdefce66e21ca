import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
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
import { FREE_TIME_READS_PER_MINUTE } from './public-booking.routes.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * A visitor's booking steps (issue 18 §1, decision 034): the free times of a shop's public
 * address without a token, only for that shop's services, and nothing about who holds a time.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let barber: Actor;
let client: Actor;
let serviceId: string;
let otherServiceId: string;
let otherBarber: Actor;

const SLUG = 'barbearia-aberta';

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  const shop = await createShop(db, 'Barbearia Aberta', { slug: SLUG });
  serviceId = await createService(db, shop, {
    name: 'Corte',
    priceCents: 4000,
    durationMinutes: 30,
  });
  barber = await createBarber(db, shop, [serviceId], 'Barbeiro Aberto');
  const other = await createShop(db, 'Barbearia Fechada');
  otherServiceId = await createService(db, other);
  otherBarber = await createBarber(db, other, [otherServiceId], 'Barbeiro Fechado');
  client = await createUser(db, 'CLIENT', null, 'Cliente Privado da Silva');
});

afterAll(async () => {
  await testApp.close();
});

const post = (path: string, payload: object, slug = SLUG) =>
  app.inject({ method: 'POST', url: `/api/public/shops/${slug}/${path}`, payload });

describe('a visitor reads free times without signing in', () => {
  it("answers the day's times, with a booked time taken and no client in the answer", async () => {
    const date = futureDate(1, 14);
    await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(date, '10:00'),
    });

    const response = await post('available-slots', {
      date,
      barberIds: [barber.id],
      serviceIds: [serviceId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const times = response.json().times as { time: string; available: boolean }[];
    expect(times.find((slot) => slot.time === '10:00')?.available).toBe(false);
    expect(times.find((slot) => slot.time === '11:00')?.available).toBe(true);
    expect(response.body).not.toContain('Privado');
    expect(response.body).not.toContain(client.id);
  });

  it('answers the month and each barber’s next free day', async () => {
    const month = futureDate(1, 14).slice(0, 7);
    const days = await post('month-availability', {
      month,
      barberIds: [barber.id],
      serviceIds: [serviceId],
    });
    expect(days.statusCode).toBe(200);
    expect(days.json().days.length).toBeGreaterThan(27);

    const nextFree = await post('barbers-next-free', {
      barberIds: [barber.id],
      serviceIds: [serviceId],
    });
    expect(nextFree.statusCode).toBe(200);
    expect(JSON.stringify(nextFree.json())).toContain(barber.id);
  });

  it("refuses another shop's service, an unknown address and bad input, as 404 and 400", async () => {
    const date = futureDate(1, 14);
    const foreign = await post('available-slots', {
      date,
      barberIds: [otherBarber.id],
      serviceIds: [otherServiceId],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('"times"');

    const unknownShop = await post(
      'barbers-next-free',
      { barberIds: [barber.id], serviceIds: [serviceId] },
      'nao-existe',
    );
    expect(unknownShop.statusCode).toBe(404);

    const bad = await post('available-slots', { date: 'amanhã', barberIds: [], serviceIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('caps the reads per address, so no one runs the engine for free in a loop', async () => {
    const from = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/api/public/shops/${SLUG}/month-availability`,
        remoteAddress,
        payload: {},
      });
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_TIME_READS_PER_MINUTE; i += 1) {
      statuses.push((await from('198.51.100.9')).statusCode);
    }
    expect(statuses.slice(0, FREE_TIME_READS_PER_MINUTE).every((status) => status === 400)).toBe(
      true,
    );
    const refused = statuses.at(-1);
    expect(refused).toBe(429);
    expect((await from('198.51.100.10')).statusCode).toBe(400);
  });
});
