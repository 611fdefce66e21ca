import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { users } from '../../db/schema/users.js';
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
import type { TestApp } from '../../test/test-app.js';

/**
 * A walk-in's phone and e-mail written from the client's page (issue 17 §3), so they can claim
 * the account by signing up with that e-mail (decision 018).
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let shop: string;
let reception: Actor;
let otherAdmin: Actor;
let barber: Actor;
let registered: Actor;

const contact = (id: string) => `/api/admin/clients/${id}/contact`;

function patch(url: string, actor: Actor, payload: object) {
  return app.inject({ method: 'PATCH', url, headers: actor.headers, payload });
}

let day = 0;
/** A password-less client (as the desk registers a walk-in) with a booking at the shop. */
async function walkIn(name: string): Promise<Actor> {
  const client = await createUser(db, 'CLIENT', null, name);
  day += 1;
  await insertAppointment(db, {
    clientId: client.id,
    barberId: barber.id,
    barbershopId: shop,
    startsAt: spInstant(futureDate(2, 7 * day), '10:00'),
  });
  return client;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  shop = await createShop(db, 'Barbearia do Balcão');
  const otherShop = await createShop(db, 'Barbearia Vizinha');
  reception = await createUser(db, 'RECEPTION', shop, 'Renata Balcão');
  otherAdmin = await createUser(db, 'ADMIN', otherShop, 'Gerente Vizinho');
  barber = await createBarber(db, shop, [await createService(db, shop, { name: 'Corte' })]);
  registered = await walkIn('Regina Conta');
  // An account of their own: a password.
  await db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, registered.id));
});

afterAll(async () => {
  await testApp.close();
});

describe('PATCH /api/admin/clients/:id/contact', () => {
  it("writes a walk-in's phone and e-mail, audited; signing up with it claims the account", async () => {
    const joaquim = await walkIn('Joaquim Balcão');
    const response = await patch(contact(joaquim.id), reception, {
      phone: ' (11) 91234-5678 ',
      email: ' Joaquim.Balcao@Exemplo.com.br ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: joaquim.id,
      phone: '(11) 91234-5678',
      email: 'joaquim.balcao@exemplo.com.br',
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, joaquim.id), eq(auditLog.action, 'client.contact')));
    expect(audit).toMatchObject({
      barbershopId: shop,
      actorId: reception.id,
      after: { phone: '(11) 91234-5678', email: 'joaquim.balcao@exemplo.com.br' },
    });

    // Sign-up with that e-mail does not open a session: it sends the link that claims it.
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Joaquim Balcão',
        email: 'joaquim.balcao@exemplo.com.br',
        password: 'Segura@123',
        phone: '(11) 91234-5678',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(409);
    expect(signUp.json()).toMatchObject({ code: 'WALK_IN_ACCOUNT', field: 'email' });
  });

  it('removes the e-mail when left empty: the stand-in address is never shown', async () => {
    const lia = await walkIn('Lia Balcão');
    await patch(contact(lia.id), reception, { phone: '(11) 92222-3333', email: 'lia@exemplo.com' });
    const response = await patch(contact(lia.id), reception, {
      phone: '(11) 92222-3333',
      email: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: '' });
    const [row] = await db.select().from(users).where(eq(users.id, lia.id));
    expect(row?.email).toMatch(/@balcao\.invalid$/);
  });

  it('refuses, in pt-BR, an e-mail of another account and a malformed phone', async () => {
    const caio = await walkIn('Caio Balcão');
    const [taken] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, registered.id));
    const response = await patch(contact(caio.id), reception, {
      phone: '(11) 93333-4444',
      email: taken?.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_IN_USE',
      field: 'email',
      message: 'Este e-mail já pertence a outra conta.',
    });
    const badPhone = await patch(contact(caio.id), reception, { phone: '1234' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ field: 'phone' });
    const [row] = await db.select().from(users).where(eq(users.id, caio.id));
    expect(row?.phone).toBe('(11) 91111-2222');
  });

  it("leaves a client's own account to them (409), and another shop's client is a 404", async () => {
    const own = await patch(contact(registered.id), reception, { phone: '(11) 94444-5555' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'CLIENT_OWNS_ACCOUNT' });
    const other = await walkIn('Otávio Balcão');
    const rival = await patch(contact(other.id), otherAdmin, { phone: '(11) 94444-5555' });
    expect(rival.statusCode).toBe(404);
  });
});
