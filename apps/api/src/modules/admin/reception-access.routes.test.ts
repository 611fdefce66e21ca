import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { INVITEE_PASSWORD, tokenOf } from '../../test/invitation-fixtures.js';
import {
  createBarber,
  createShop,
  DEMO_BARBERSHOP_ID,
  demoActor,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Issue 17 §4: the reception is invited like the other staff and runs the desk (agenda, clients,
 * the day's cash, the shop's bookings) without the dashboard, settings, staff, promo codes or
 * the audit log.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let admin: Actor;
let owner: Actor;
let client: Actor;
let barber: Actor;
let reception: { id: string; headers: { authorization: string } };
const receptionEmail = `recepcao.${Date.now()}@navalha.dev`;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  admin = await demoActor(db, 'admin@navalha.dev');
  owner = await demoActor(db, 'dono@navalha.dev');
  client = await demoActor(db, 'cliente@navalha.dev');
  barber = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

describe('inviting the reception', () => {
  it('lets an admin invite a receptionist, who joins the shop as RECEPTION and lands signed in', async () => {
    const email = receptionEmail;
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: admin.headers,
      payload: { name: 'Rita Balcão', email, phone: '', role: 'RECEPTION' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().invitation).toMatchObject({ role: 'RECEPTION', state: 'PENDING' });

    const token = tokenOf(invited.json().url);
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: INVITEE_PASSWORD, confirmPassword: INVITEE_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'RECEPTION', name: 'Rita Balcão' });
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'RECEPTION', barbershopId: DEMO_BARBERSHOP_ID });
    reception = {
      id: row?.id ?? '',
      headers: { authorization: `Bearer ${accepted.json().accessToken}` },
    };
  });

  it('refuses the reception itself the staff invitations (403)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: reception.headers,
      payload: { name: 'Outro', email: 'outro.balcao@navalha.dev', role: 'BARBER' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("the reception's reach", () => {
  it.each([
    '/api/admin/agenda',
    '/api/admin/clients',
    '/api/admin/appointments',
    '/api/admin/cash',
  ])('opens the desk: %s', async (url) => {
    expect((await get(url, reception.headers)).statusCode).toBe(200);
  });

  it.each([
    '/api/admin/dashboard?period=week',
    '/api/admin/settings',
    '/api/admin/barbers',
    '/api/admin/promo-codes',
    '/api/admin/audit-log',
    '/api/admin/invitations',
  ])('keeps the rest shut with 403 Acesso negado: %s', async (url) => {
    const response = await get(url, reception.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Acesso negado' });
  });

  it("reads its shop's bookings, and answers 404 for another shop's", async () => {
    const own = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(futureDate(3, 70), '10:00'),
    });
    const rival = await createShop(db);
    const rivalBarber = await createBarber(db, rival, []);
    const other = await insertAppointment(db, {
      clientId: client.id,
      barberId: rivalBarber.id,
      barbershopId: rival,
      startsAt: spInstant(futureDate(3, 70), '10:00'),
    });
    expect((await get(`/api/appointments/${own}`, reception.headers)).statusCode).toBe(200);
    expect((await get(`/api/appointments/${other}`, reception.headers)).statusCode).toBe(404);
  });
});

describe("the owner's team", () => {
  it('lists the reception with the admins', async () => {
    const response = await get('/api/admin/admins', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(
      expect.objectContaining({ id: reception.id, role: 'RECEPTION', isActive: true }),
    );
  });

  it('refuses to make the reception take bookings, changing nothing', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${reception.id}`,
      headers: owner.headers,
      payload: { takesBookings: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'A recepção não atende clientes',
      field: 'takesBookings',
    });
    const [row] = await db.select().from(users).where(eq(users.id, reception.id));
    expect(row?.takesBookings).toBe(false);
  });

  it('lets the owner deactivate the reception, who can no longer sign in', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${reception.id}`,
      headers: owner.headers,
      payload: { isActive: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ role: 'RECEPTION', isActive: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: receptionEmail, password: INVITEE_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });
});
