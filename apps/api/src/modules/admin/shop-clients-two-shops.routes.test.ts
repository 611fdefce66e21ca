import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
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

/**
 * One client account across two shops (issue 20 §2): each shop's staff see only the clients who
 * booked there, and of a client of both only what happened at their own shop: bookings,
 * no-shows, note and the wallet balance held there (decision 042).
 */
let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let shopA: string;
let shopB: string;
let adminA: Actor;
let adminB: Actor;
let receptionB: Actor;
/** Booked at both shops: a no-show and a visit at A, one booking at B; wallet money at A. */
let dora: Actor;
/** Booked at A only. */
let eva: Actor;
let doraAtB: string;

function call(method: 'GET' | 'PUT' | 'POST', url: string, actor: Actor, payload?: object) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

async function client(name: string, email: string): Promise<Actor> {
  const actor = await createUser(db, 'CLIENT', null, name);
  await db.update(users).set({ email }).where(eq(users.id, actor.id));
  return actor;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  shopA = await createShop(db, 'Barbearia Alfa', { slug: 'barbearia-alfa' });
  shopB = await createShop(db, 'Barbearia Beta', { slug: 'barbearia-beta' });
  adminA = await createUser(db, 'ADMIN', shopA, 'Gerente Alfa');
  adminB = await createUser(db, 'ADMIN', shopB, 'Gerente Beta');
  receptionB = await createUser(db, 'RECEPTION', shopB, 'Recepção Beta');
  const corteA = await createService(db, shopA, { name: 'Corte' });
  const corteB = await createService(db, shopB, { name: 'Corte' });
  const barberA = await createBarber(db, shopA, [corteA], 'Barbeiro Alfa');
  const barberB = await createBarber(db, shopB, [corteB], 'Barbeiro Beta');
  dora = await client('Dora Duas Casas', 'dora@exemplo.com');
  eva = await client('Eva Só Alfa', 'eva@exemplo.com');
  const atA = (clientId: string, date: string, status: 'NO_SHOW' | 'COMPLETED' | 'PENDING') =>
    insertAppointment(db, {
      clientId,
      barberId: barberA.id,
      barbershopId: shopA,
      serviceId: corteA,
      startsAt: spInstant(date, '10:00'),
      status,
    });
  await atA(dora.id, '2026-03-02', 'NO_SHOW');
  await atA(dora.id, '2026-03-09', 'COMPLETED');
  await atA(eva.id, '2026-03-09', 'COMPLETED');
  doraAtB = await insertAppointment(db, {
    clientId: dora.id,
    barberId: barberB.id,
    barbershopId: shopB,
    serviceId: corteB,
    startsAt: spInstant('2030-03-04', '10:00'),
  });
  // Dora puts R$ 30,00 in her wallet at A, and A writes a note about her.
  const deposit = await call('POST', '/api/wallet/deposits', dora, {
    amount: 30,
    barbershopId: shopA,
  });
  expect(deposit.statusCode, deposit.body).toBe(201);
  await call('POST', `/api/wallet/deposits/${deposit.json().id}/mock`, dora, {
    status: 'approved',
  });
  const note = await call('PUT', `/api/admin/clients/${dora.id}/note`, adminA, {
    body: 'Faltou em março',
  });
  expect(note.statusCode, note.body).toBe(200);
});

afterAll(async () => {
  await testApp.close();
});

describe('a client of two shops', () => {
  it('shows each shop its own bookings, no-shows, note and wallet balance', async () => {
    const atA = await call('GET', `/api/admin/clients/${dora.id}`, adminA);
    expect(atA.statusCode, atA.body).toBe(200);
    expect(atA.json()).toMatchObject({
      client: { bookings: 2, completed: 1, noShows: 1 },
      note: { body: 'Faltou em março' },
      walletBalance: 30,
    });

    const atB = await call('GET', `/api/admin/clients/${dora.id}`, adminB);
    expect(atB.statusCode, atB.body).toBe(200);
    expect(atB.json()).toMatchObject({
      client: { bookings: 1, completed: 0, noShows: 0, lastVisit: null },
      note: null,
      // The money is held at A: it is no balance of B's.
      walletBalance: 0,
    });
    const history = await call(
      'GET',
      `/api/admin/clients/${dora.id}/appointments?when=past`,
      adminB,
    );
    expect(history.json()).toMatchObject({ data: [], total: 0 });
    const upcoming = await call(
      'GET',
      `/api/admin/clients/${dora.id}/appointments?when=upcoming`,
      adminB,
    );
    expect(upcoming.json().data.map((row: { id: string }) => row.id)).toEqual([doraAtB]);
  });

  it('keeps a client who never booked at B invisible to B: 404 and absent from lists', async () => {
    for (const url of [
      `/api/admin/clients/${eva.id}`,
      `/api/admin/clients/${eva.id}/appointments`,
    ]) {
      const response = await call('GET', url, receptionB);
      expect(response.statusCode, url).toBe(404);
    }
    const note = await call('PUT', `/api/admin/clients/${eva.id}/note`, adminB, { body: 'Oi' });
    expect(note.statusCode).toBe(404);
    const resetLink = await call('POST', `/api/admin/clients/${eva.id}/reset-link`, adminB, {});
    expect(resetLink.statusCode).toBe(404);

    const list = await call('GET', '/api/admin/clients?search=e', adminB);
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(['Dora Duas Casas']);
    const desk = await call('GET', '/api/admin/agenda/clients?search=eva', receptionB);
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().data).toEqual([]);
    const deskA = await call('GET', '/api/admin/agenda/clients?search=eva', adminA);
    expect(deskA.json().data.map((row: { name: string }) => row.name)).toEqual(['Eva Só Alfa']);
  });
});
