import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { users } from '../../db/schema/users.js';
import { cardToken, insertBooking } from '../../test/payment-fixtures.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** The shop's clients (issue 17 §3): list and search, the client's page, bookings and note. */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
/** Shops of their own, so the lists hold exactly what these tests put in them. */
let shop: string;
let otherShop: string;
let admin: Actor;
let owner: Actor;
let otherAdmin: Actor;
let barber: Actor;
let otherBarber: Actor;
let ana: Actor;
let bruno: Actor;
let carla: Actor;
let outsider: Actor;
let paidCents: number;
let ids: Record<string, string>;

function call(method: 'GET' | 'PUT', url: string, actor: Actor, payload?: object) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

async function client(name: string, email: string, phone: string | null): Promise<Actor> {
  const actor = await createUser(db, 'CLIENT', null, name);
  await db.update(users).set({ email, phone }).where(eq(users.id, actor.id));
  return actor;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  shop = await createShop(db, 'Barbearia dos Clientes');
  otherShop = await createShop(db, 'Barbearia Vizinha');
  admin = await createUser(db, 'ADMIN', shop, 'Gerente Clientes');
  owner = await createUser(db, 'OWNER', shop, 'Dona Clientes');
  otherAdmin = await createUser(db, 'ADMIN', otherShop, 'Gerente Vizinho');
  const corte = await createService(db, shop, { name: 'Corte' });
  const otherCorte = await createService(db, otherShop, { name: 'Corte' });
  barber = await createBarber(db, shop, [corte], 'Alberto');
  otherBarber = await createBarber(db, otherShop, [otherCorte], 'Vizinho');
  ana = await client('Ana Souza', 'ana.souza@exemplo.com', '(11) 98765-4321');
  bruno = await client('Bruno Lima', 'bruno@exemplo.com', '+55 21 3456-7890');
  carla = await client('Carla Dias', 'carla@exemplo.com', null);
  outsider = await client('Otávio Fora', 'otavio@exemplo.com', '(11) 98765-0000');
  const at = (date: string, time: string) => spInstant(date, time);
  const book = (clientId: string, startsAt: Date, extra: object = {}) =>
    insertAppointment(db, {
      clientId,
      barberId: barber.id,
      barbershopId: shop,
      serviceId: corte,
      startsAt,
      ...extra,
    });
  ids = {
    visit: await book(ana.id, at('2026-03-02', '10:00'), { status: 'COMPLETED' }),
    lateCancel: await book(ana.id, at('2026-03-09', '10:00'), { status: 'CANCELLED' }),
    freeCancel: await book(ana.id, at('2026-03-16', '10:00'), { status: 'CANCELLED' }),
    next: await book(ana.id, at('2030-03-04', '10:00'), { status: 'CONFIRMED' }),
    later: await book(ana.id, at('2030-03-11', '10:00'), { status: 'PENDING' }),
    cancelledAhead: await book(ana.id, at('2030-03-18', '10:00'), { status: 'CANCELLED' }),
    bruno: await book(bruno.id, at('2030-03-04', '11:00')),
    carla: await book(carla.id, at('2030-03-04', '12:00')),
  };
  // A cancellation that kept a fee is a late one.
  await db
    .update(appointments)
    .set({ cancellationFeeCents: 1000 })
    .where(eq(appointments.id, ids.lateCancel!));
  // Otávio booked next door only.
  await insertAppointment(db, {
    clientId: outsider.id,
    barberId: otherBarber.id,
    barbershopId: otherShop,
    serviceId: otherCorte,
    startsAt: at('2030-03-04', '10:00'),
  });
  // Ana paid a booking by card: what she spent is what was paid.
  const booking = await insertBooking(db, {
    clientId: ana.id,
    barberId: barber.id,
    barbershopId: shop,
    serviceId: corte,
    method: 'CREDIT_CARD',
  });
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/card/create',
    headers: ana.headers,
    payload: {
      appointmentId: booking.id,
      amount: booking.amount,
      cardToken: await cardToken(app, ana, 'APRO'),
    },
  });
  expect(paid.json(), paid.body).toMatchObject({ status: 'paid' });
  paidCents = booking.totals.total;
  // … for a visit before the others.
  ids.paid = booking.id;
  await db
    .update(appointments)
    .set({
      status: 'COMPLETED',
      startsAt: at('2026-02-23', '10:00'),
      endsAt: at('2026-02-23', '10:40'),
    })
    .where(eq(appointments.id, booking.id));
});

afterAll(async () => {
  await testApp.close();
});

const namesOf = (response: { json(): { data: { name: string }[] } }) =>
  response.json().data.map((row) => row.name);

describe('GET /api/admin/clients', () => {
  it("lists the shop's clients by name, a page at a time, and no one else's", async () => {
    const first = await call('GET', '/api/admin/clients?limit=2', admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(namesOf(first)).toEqual(['Ana Souza', 'Bruno Lima']);
    const second = await call('GET', '/api/admin/clients?limit=2&page=2', admin);
    expect(namesOf(second)).toEqual(['Carla Dias']);
  });

  it('finds a client by phone digits in any formatting, by e-mail and by name', async () => {
    for (const search of ['98765-4321', '11987654321', '+55 (11) 98765 4321', '987654']) {
      const found = await call(
        'GET',
        `/api/admin/clients?search=${encodeURIComponent(search)}`,
        admin,
      );
      expect(namesOf(found), search).toEqual(['Ana Souza']);
    }
    const byLandline = await call('GET', '/api/admin/clients?search=2134567890', admin);
    expect(namesOf(byLandline)).toEqual(['Bruno Lima']);
    const byEmail = await call('GET', '/api/admin/clients?search=CARLA%40EXEMPLO', admin);
    expect(namesOf(byEmail)).toEqual(['Carla Dias']);
    const byName = await call('GET', '/api/admin/clients?search=souza', admin);
    expect(byName.json()).toMatchObject({ total: 1 });
    // The neighbour's client is not found, not even by their own phone.
    const neighbour = await call('GET', '/api/admin/clients?search=98765-0000', admin);
    expect(neighbour.json()).toMatchObject({ total: 0, data: [] });
    const wildcard = await call('GET', '/api/admin/clients?search=%25', admin);
    expect(wildcard.json().total).toBe(0);
  });
});

describe("GET /api/admin/clients/:id: the client's page", () => {
  it('gives visits, what was paid, late cancellations and the wallet balance', async () => {
    const response = await call('GET', `/api/admin/clients/${ana.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      client: {
        id: ana.id,
        name: 'Ana Souza',
        email: 'ana.souza@exemplo.com',
        phone: '(11) 98765-4321',
        bookings: 7,
        completed: 2,
        cancelled: 3,
        noShows: 0,
        lateCancellations: 1,
        spent: paidCents / 100,
        lastVisit: spInstant('2026-03-02', '10:00').toISOString(),
        nextBooking: spInstant('2030-03-04', '10:00').toISOString(),
      },
      note: null,
      walletBalance: 0,
      // Made without a password, as the desk registers a walk-in: the desk writes the contact.
      contactEditable: true,
    });
  });

  it("is a 404 for another shop's client and for someone who never booked here", async () => {
    expect((await call('GET', `/api/admin/clients/${outsider.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/clients/${ana.id}`, otherAdmin)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/clients/:id/appointments', () => {
  it('pages upcoming bookings soonest first and past ones newest first', async () => {
    const upcoming = await call(
      'GET',
      `/api/admin/clients/${ana.id}/appointments?when=upcoming&limit=1`,
      admin,
    );
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    expect(upcoming.json()).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(upcoming.json().data[0]).toMatchObject({
      id: ids.next,
      date: '2030-03-04',
      time: '10:00',
      barber: { name: 'Alberto' },
    });
    const second = await call(
      'GET',
      `/api/admin/clients/${ana.id}/appointments?when=upcoming&limit=1&page=2`,
      admin,
    );
    expect(second.json().data.map((row: { id: string }) => row.id)).toEqual([ids.later]);

    const past = await call('GET', `/api/admin/clients/${ana.id}/appointments?when=past`, admin);
    // A cancelled booking is over even when its time is ahead.
    expect(past.json().data.map((row: { id: string }) => row.id)).toEqual([
      ids.cancelledAhead,
      ids.freeCancel,
      ids.lateCancel,
      ids.visit,
      ids.paid,
    ]);
    expect(past.json().total).toBe(5);
  });

  it("is a 404 for another shop's client", async () => {
    const response = await call('GET', `/api/admin/clients/${ana.id}/appointments`, otherAdmin);
    expect(response.statusCode).toBe(404);
  });
});

describe("PUT /api/admin/clients/:id/note: the shop's private note", () => {
  it('saves the note with who wrote it and when, and shows it on the page', async () => {
    const saved = await call('PUT', `/api/admin/clients/${bruno.id}/note`, admin, {
      body: '  máquina 2 nas laterais  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().note).toMatchObject({
      body: 'máquina 2 nas laterais',
      updatedBy: 'Gerente Clientes',
    });
    const edited = await call('PUT', `/api/admin/clients/${bruno.id}/note`, owner, {
      body: 'máquina 1 nas laterais',
    });
    expect(edited.json().note).toMatchObject({ updatedBy: 'Dona Clientes' });
    const page = await call('GET', `/api/admin/clients/${bruno.id}`, admin);
    expect(page.json().note).toMatchObject({
      body: 'máquina 1 nas laterais',
      updatedBy: 'Dona Clientes',
    });
    expect(Date.parse(page.json().note.updatedAt)).not.toBeNaN();

    const removed = await call('PUT', `/api/admin/clients/${bruno.id}/note`, admin, { body: ' ' });
    expect(removed.json()).toEqual({ note: null });
    expect((await call('GET', `/api/admin/clients/${bruno.id}`, admin)).json().note).toBeNull();
  });

  it("keeps each shop's note its own: another shop neither reads nor writes it", async () => {
    await call('PUT', `/api/admin/clients/${carla.id}/note`, admin, { body: 'Prefere tesoura' });
    // Carla books next door too: the neighbour sees her, without this shop's note.
    await insertAppointment(db, {
      clientId: carla.id,
      barberId: otherBarber.id,
      barbershopId: otherShop,
      startsAt: spInstant('2030-03-05', '10:00'),
    });
    const theirs = await call('GET', `/api/admin/clients/${carla.id}`, otherAdmin);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().note).toBeNull();
    await call('PUT', `/api/admin/clients/${carla.id}/note`, otherAdmin, { body: 'Outra nota' });
    const ours = await call('GET', `/api/admin/clients/${carla.id}`, admin);
    expect(ours.json().note).toMatchObject({ body: 'Prefere tesoura' });

    const refused = await call('PUT', `/api/admin/clients/${ana.id}/note`, otherAdmin, {
      body: 'Não é cliente daqui',
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', `/api/admin/clients/${ana.id}`, admin)).json().note).toBeNull();
  });

  it('refuses a note over 2,000 characters in pt-BR, and changes nothing', async () => {
    const response = await call('PUT', `/api/admin/clients/${ana.id}/note`, admin, {
      body: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A observação deve ter no máximo 2.000 caracteres');
    expect((await call('GET', `/api/admin/clients/${ana.id}`, admin)).json().note).toBeNull();
  });
});
