import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { notifications } from '../../db/schema/notifications.js';
import { services } from '../../db/schema/services.js';
import { insertNotification } from '../../test/notification-fixtures.js';
import { countQueries } from '../../test/query-counter.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  insertAppointment,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * A signed-in client is in one shop (issue 20 §2, decision 046): on an install with the demo
 * shop (the first) and a second shop, the services to choose from and the home's barbers are one
 * shop's, the one named or else the shop of the client's last booking; 'Suas barbearias' lists
 * the shops the client booked with, the last first; a notification names its booking's shop.
 */
let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let beta: string;
let suspended: string;
let betaServices: string[];
let betaBarber: Actor;
let adminBeta: Actor;
/** Booked at the demo shop, then at Beta. */
let bruno: Actor;
let dora: Actor;
/** Never booked. */
let newcomer: Actor;

function get(url: string, actor: Actor) {
  return app.inject({ method: 'GET', url, headers: actor.headers });
}

const ids = (body: { id: string }[]) => body.map((row) => row.id).sort();
const shopsOf = (body: { data: { barberShop: { id: string } | null }[] }) => [
  ...new Set(body.data.map((barber) => barber.barberShop?.id)),
];

async function bookAt(
  client: Actor,
  shopId: string,
  barberId: string,
  serviceId: string,
  at: string,
) {
  const id = await insertAppointment(db, {
    clientId: client.id,
    barberId,
    barbershopId: shopId,
    serviceId,
    // A time of its own: a barber's bookings never overlap.
    startsAt: new Date(Date.parse(at) + 365 * 86_400_000),
  });
  // The booking's creation orders the shops: written apart so no two share an instant.
  await db
    .update(appointments)
    .set({ createdAt: new Date(at) })
    .where(eq(appointments.id, id));
  return id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  beta = await createShop(db, 'Barbearia Beta', { slug: 'barbearia-beta' });
  suspended = await createShop(db, 'Barbearia Fechada', { slug: 'barbearia-fechada' });
  await db
    .update(barbershops)
    .set({ suspendedAt: new Date(), suspensionReason: 'Pedido do dono' })
    .where(eq(barbershops.id, suspended));
  betaServices = [
    await createService(db, beta, { name: 'Corte Beta' }),
    await createService(db, beta, { name: 'Barba Beta' }),
  ];
  await db
    .update(services)
    .set({ imageUrl: '/uploads/barba-beta.jpg' })
    .where(eq(services.id, betaServices[1] ?? ''));
  betaBarber = await createBarber(db, beta, betaServices, 'Barbeiro Beta');
  adminBeta = await createUser(db, 'ADMIN', beta, 'Gerente Beta');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  dora = await createUser(db, 'CLIENT', null, 'Dora Duas Casas');
  newcomer = await createUser(db, 'CLIENT', null, 'Nina Nova');
  await bookAt(dora, DEMO_BARBERSHOP_ID, bruno.id, demoServices[0].id, '2030-01-10T12:00Z');
  await bookAt(dora, beta, betaBarber.id, betaServices[0] ?? '', '2030-02-10T12:00Z');
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/services/for-selection', () => {
  it("answers the shop of the client's last booking when the request names none", async () => {
    const response = await get('/api/services/for-selection', dora);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([...betaServices].sort());
  });

  it('answers the shop named, whatever the last booking', async () => {
    const response = await get(
      `/api/services/for-selection?barbershopId=${DEMO_BARBERSHOP_ID}`,
      dora,
    );
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(demoServices.map((service) => service.id).sort());
  });

  it("answers the install's first shop to a client who never booked (a one-shop install as before)", async () => {
    const response = await get('/api/services/for-selection', newcomer);
    expect(ids(response.json())).toEqual(demoServices.map((service) => service.id).sort());
  });

  it("answers a staff member their own shop's", async () => {
    const response = await get('/api/services/for-selection', adminBeta);
    expect(ids(response.json())).toEqual([...betaServices].sort());
  });

  it('answers 404 for a shop that does not exist and 403 for a suspended one', async () => {
    const unknown = await get(
      '/api/services/for-selection?barbershopId=6e617661-6c68-4100-8000-00000000dead',
      dora,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Barbearia não encontrada',
    });
    const closed = await get(`/api/services/for-selection?barbershopId=${suspended}`, dora);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({
      code: 'SHOP_SUSPENDED',
      message:
        'Esta barbearia está temporariamente indisponível para agendamentos. Tente novamente mais tarde.',
    });
  });
});

describe('GET /api/users/barbers/for-home', () => {
  it("lists the barbers of the client's shop only", async () => {
    const byDefault = await get('/api/users/barbers/for-home', dora);
    expect(byDefault.statusCode).toBe(200);
    expect(shopsOf(byDefault.json())).toEqual([beta]);
    expect(byDefault.json()).toMatchObject({ total: 1 });

    const named = await get(`/api/users/barbers/for-home?barbershopId=${DEMO_BARBERSHOP_ID}`, dora);
    expect(shopsOf(named.json())).toEqual([DEMO_BARBERSHOP_ID]);
    expect(named.json()).toMatchObject({ total: 4 });

    const newcomers = await get('/api/users/barbers/for-home', newcomer);
    expect(shopsOf(newcomers.json())).toEqual([DEMO_BARBERSHOP_ID]);
  });

  it('answers 404 for a shop that does not exist and 403 for a suspended one', async () => {
    const unknown = await get(
      '/api/users/barbers/for-home?barbershopId=6e617661-6c68-4100-8000-00000000dead',
      dora,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Barbearia não encontrada' });
    const closed = await get(`/api/users/barbers/for-home?barbershopId=${suspended}`, dora);
    expect(closed.json()).toMatchObject({ code: 'SHOP_SUSPENDED' });
  });
});

describe('GET /api/wallet', () => {
  it('means the same shop as the catalog reads (one resolver, decision 042)', async () => {
    const response = await get('/api/wallet', dora);
    expect(response.json()).toMatchObject({ barbershop: { id: beta, name: 'Barbearia Beta' } });
  });
});

describe('GET /api/users/me/shops', () => {
  it('lists the shops the client booked with, the last booked first', async () => {
    const response = await get('/api/users/me/shops', dora);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: beta,
          name: 'Barbearia Beta',
          slug: 'barbearia-beta',
          photoUrl: '/uploads/barba-beta.jpg',
          lastBookedAt: '2030-02-10T12:00:00.000Z',
        },
        expect.objectContaining({
          id: DEMO_BARBERSHOP_ID,
          lastBookedAt: '2030-01-10T12:00:00.000Z',
        }),
      ],
    });
  });

  it('moves a shop first when the client books there again', async () => {
    const again = await createUser(db, 'CLIENT', null, 'Olga Volta');
    await bookAt(again, beta, betaBarber.id, betaServices[0] ?? '', '2030-01-01T12:00Z');
    await bookAt(again, DEMO_BARBERSHOP_ID, bruno.id, demoServices[0].id, '2030-01-02T12:00Z');
    await bookAt(again, beta, betaBarber.id, betaServices[0] ?? '', '2030-01-03T12:00Z');
    const response = await get('/api/users/me/shops', again);
    expect(ids(response.json().data)).toHaveLength(2);
    expect(response.json().data.map((shop: { id: string }) => shop.id)).toEqual([
      beta,
      DEMO_BARBERSHOP_ID,
    ]);
  });

  it('is empty for a client who never booked, and holds no one else’s shops', async () => {
    const response = await get('/api/users/me/shops', newcomer);
    expect(response.json()).toEqual({ data: [] });
  });

  it('costs one query however many shops', async () => {
    expect(await countQueries(db, () => get('/api/users/me/shops', newcomer))).toBe(1);
    expect(await countQueries(db, () => get('/api/users/me/shops', dora))).toBe(1);
  });

  it('is the client’s own: staff are refused', async () => {
    const response = await get('/api/users/me/shops', adminBeta);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/notifications', () => {
  it("names the shop of each booking's notice, none for a notice about no booking", async () => {
    const reader = await createUser(db, 'CLIENT', null, 'Rita Leitora');
    const booking = await bookAt(
      reader,
      beta,
      betaBarber.id,
      betaServices[0] ?? '',
      '2030-02-11T12:00Z',
    );
    const aboutBooking = await insertNotification(db, reader.id, { title: 'Pagamento aprovado' });
    await db
      .update(notifications)
      .set({ appointmentId: booking, barbershopId: beta })
      .where(eq(notifications.id, aboutBooking));
    await insertNotification(db, reader.id, {
      title: 'Senha alterada',
      createdAt: new Date('2020-01-01T00:00Z'),
    });
    const response = await get('/api/notifications', reader);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().data.map((row: { title: string; shop: unknown }) => [row.title, row.shop]),
    ).toEqual([
      ['Pagamento aprovado', { id: beta, name: 'Barbearia Beta' }],
      ['Senha alterada', null],
    ]);
  });
});
