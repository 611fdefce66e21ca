import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  createBarber,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  insertAppointment,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let reception: Actor;
let client: Actor;

const HOUR = 3_600_000;
const publicUrl = 'https://navalha.example.com';

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, { publicUrl });
  reception = await demoActor(db, 'recepcao@navalha.dev');
  client = await createUser(db, 'CLIENT', null, 'Joaquim Pereira da Silva');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

async function newAddress(actor: Actor, url = '/api/barber-area/calendar-feed') {
  const response = await app.inject({ method: 'POST', url, headers: actor.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string; webcalUrl: string; createdAt: string }>();
}

const read = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: new URL(url).pathname, headers });

/** The feed's events, parsed by an independent iCalendar parser. */
function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: vevent.getFirstPropertyValue('uid'),
    summary: vevent.getFirstPropertyValue('summary'),
    status: vevent.getFirstPropertyValue('status'),
    dtstamp: vevent.getFirstPropertyValue('dtstamp'),
    start: new ICAL.Event(vevent).startDate.toJSDate(),
  }));
}

describe("a barber's calendar address", () => {
  it('is shown once when made, and serves a valid calendar of their bookings only', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [], 'Bruno Teste');
    const other = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const startsAt = new Date(Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR);
    const mine = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt,
    });
    await insertAppointment(db, { clientId: client.id, barberId: other.id, startsAt });

    const before = await app.inject({
      method: 'GET',
      url: '/api/barber-area/calendar-feed',
      headers: barber.headers,
    });
    expect(before.json()).toEqual({ active: false, createdAt: null });

    const address = await newAddress(barber);
    expect(address.url).toMatch(/^https:\/\/navalha\.example\.com\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(address.webcalUrl).toBe(address.url.replace('https:', 'webcal:'));
    const status = await app.inject({
      method: 'GET',
      url: '/api/barber-area/calendar-feed',
      headers: barber.headers,
    });
    expect(status.json()).toEqual({ active: true, createdAt: address.createdAt });
    expect(JSON.stringify(status.json())).not.toContain('.ics');

    const feed = await read(address.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    for (const line of feed.body.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const events = eventsOf(feed.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `${mine}@navalha`,
      summary: 'Corte de cabelo · Joaquim',
      status: 'CONFIRMED',
    });
    expect(events[0]?.start.getTime()).toBe(startsAt.getTime());
    expect(feed.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo');
    // Nothing of the client beyond the first name.
    for (const personal of ['Pereira', 'Silva', '91111', '@teste.dev']) {
      expect(feed.body).not.toContain(personal);
    }
  });

  it('answers 304 to the current ETag and shows a cancellation as cancelled, same UID', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const booker = await createUser(db, 'CLIENT', null, 'Ana Souza');
    const startsAt = new Date(Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR);
    const id = await insertAppointment(db, {
      clientId: booker.id,
      barberId: barber.id,
      startsAt,
      status: 'CONFIRMED',
    });
    const address = await newAddress(barber);
    const first = await read(address.url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(first.headers['last-modified'] as string).getTime()).not.toBeNaN();

    const unchanged = await read(address.url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${id}`,
      headers: booker.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const changed = await read(address.url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(eventsOf(changed.body)).toEqual([
      expect.objectContaining({ uid: `${id}@navalha`, status: 'CANCELLED' }),
    ]);
  });

  it('stops the old address at once when a new one is made', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const old = await newAddress(barber);
    expect((await read(old.url)).statusCode).toBe(200);
    const renewed = await newAddress(barber);
    expect(renewed.url).not.toBe(old.url);
    const gone = await read(old.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      message: 'Endereço de agenda inválido. Gere um novo endereço no Navalha.',
    });
    expect((await read(renewed.url)).statusCode).toBe(200);
  });

  it('answers 404 to an unknown or malformed address', async () => {
    for (const file of ['x'.repeat(43) + '.ics', 'nada.ics', 'x'.repeat(43)]) {
      const response = await app.inject({ method: 'GET', url: `/api/calendar/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
  });
});

describe("the shop's calendar address", () => {
  it("shows the reception every barber's bookings of its shop only, with the barber's first name", async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [], 'Caio Navalha');
    const rivalShop = await createShop(db);
    const rivalBarber = await createBarber(db, rivalShop, []);
    const startsAt = new Date(Math.ceil((Date.now() + 96 * HOUR) / HOUR) * HOUR);
    const ours = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt,
    });
    const theirs = await insertAppointment(db, {
      clientId: client.id,
      barberId: rivalBarber.id,
      barbershopId: rivalShop,
      startsAt,
    });

    const address = await newAddress(reception, '/api/admin/calendar-feed');
    const body = (await read(address.url)).body;
    const events = eventsOf(body);
    expect(events.find((event) => event.uid === `${ours}@navalha`)?.summary).toBe(
      'Corte de cabelo · Joaquim (com Caio)',
    );
    expect(body).not.toContain(theirs);
    // The barber's own address is another one.
    const own = await app.inject({
      method: 'GET',
      url: '/api/barber-area/calendar-feed',
      headers: barber.headers,
    });
    expect(own.json()).toEqual({ active: false, createdAt: null });
  });
});
