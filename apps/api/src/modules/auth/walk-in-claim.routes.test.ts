import { walkInClaimMessages } from '@navalha/core/domain/clients/walk-in';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { users } from '../../db/schema/users.js';
import { readableEmail, startLocalSmtp } from '../../test/local-smtp.js';
import type { LocalSmtp } from '../../test/local-smtp.js';
import {
  createBarber,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * A walk-in the desk registered claims the account by signing up with its e-mail (decision
 * 018): never at once, only through the link that proves the address.
 */

const PUBLIC_URL = 'https://navalha.example.com';
const DAY = futureDate(4, 60);
const NEW_PASSWORD = 'Nova@Senha1';

let testApp: TestApp;
let db: Db;
let smtp: LocalSmtp;
let app: FastifyInstance;
let noSmtp: FastifyInstance;
let owner: Actor;
let barberId: string;
const times = ['09:00', '10:00', '11:00', '14:00', '15:00'];
let slot = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  noSmtp = testApp.app;
  smtp = await startLocalSmtp();
  app = await buildTestApp(testApp.database, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  owner = await demoActor(db, 'dono@navalha.dev');
  barberId = (await createBarber(db, DEMO_BARBERSHOP_ID, [demoServices[0].id])).id;
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await testApp.close();
});

/** A walk-in booked at the desk; its id. */
async function deskWalkIn(email: string | null, phone: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/agenda/bookings',
    headers: owner.headers,
    payload: {
      newClient: { name: 'Rita Balcão', phone, email },
      barberId,
      serviceIds: [demoServices[0].id],
      date: DAY,
      time: times[(slot += 1)],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().client.id;
}

function signUp(target: FastifyInstance, email: string, phone: string | null = null) {
  return target.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Rita Souza', email, password: NEW_PASSWORD, phone },
  });
}

describe('claiming a walk-in account', () => {
  it('e-mails a link instead of a session; the link sets the password, and the history is theirs', async () => {
    const email = 'rita.balcao@exemplo.com';
    const id = await deskWalkIn(email, '(11) 93333-1111');
    const response = await signUp(app, email);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'WALK_IN_ACCOUNT',
      message: walkInClaimMessages.email,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [untouched] = await db.select().from(users).where(eq(users.id, id));
    expect(untouched?.passwordHash).toBeNull();

    await app.passwords.settled();
    await app.notifications.deliverEmails(new Date());
    const message = smtp.received.filter((mail) => mail.to.includes(email)).at(-1);
    expect(message).toBeDefined();
    const token = new RegExp(`${PUBLIC_URL}/redefinir-senha\\?token=([\\w-]+)`).exec(
      readableEmail(message?.raw ?? ''),
    )?.[1];
    expect(token).toBeDefined();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [claimed] = await db.select().from(users).where(eq(users.id, id));
    expect(claimed?.passwordHash).not.toBeNull();
    expect(claimed?.isVerified).toBe(true);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const bookings = await db.select().from(appointments).where(eq(appointments.clientId, id));
    expect(bookings).toHaveLength(1);
  });

  it('without e-mail delivery, sends them to the shop for the link', async () => {
    const email = 'rita.sem.smtp@exemplo.com';
    await deskWalkIn(email, '(11) 93333-2222');
    const response = await signUp(noSmtp, email);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'WALK_IN_ACCOUNT',
      message: walkInClaimMessages.shop,
    });
  });

  it('gives a sign-up with only the phone of a walk-in a new account of its own', async () => {
    const phone = '(11) 93333-3333';
    const walkIn = await deskWalkIn(null, phone);
    const response = await signUp(app, 'outra.pessoa@exemplo.com', phone);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.id).not.toBe(walkIn);
    const bookings = await db.select().from(appointments).where(eq(appointments.clientId, walkIn));
    expect(bookings).toHaveLength(1);
  });

  it('keeps EMAIL_IN_USE for an account that has a password', async () => {
    const response = await signUp(app, 'cliente@navalha.dev');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
  });
});
