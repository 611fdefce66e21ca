import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { cashPayment } from '../../test/audit-coverage-fixtures.js';
import type { AuditWorld } from '../../test/audit-coverage-fixtures.js';
import { cardToken, insertBooking, paymentRow } from '../../test/payment-fixtures.js';
import { createBarber, DEMO_BARBERSHOP_ID, demoActor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let world: AuditWorld;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  world = {
    app,
    db,
    admin: await demoActor(db, 'admin@navalha.dev'),
    owner: await demoActor(db, 'dono@navalha.dev'),
    client: await demoActor(db, 'cliente@navalha.dev'),
  };
});

afterAll(async () => {
  await testApp.close();
});

async function logOf(entity: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?entity=${entity}&limit=100`,
    headers: world.owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { action: string; entityId: string; summary?: string }[];
}

/** Issue 17 §6: each filter finds what it names, and every entry reads as a sentence. */
describe('the audit log filters', () => {
  it('finds a rejection under Agendamentos and, as it ended the payment, under Pagamentos', async () => {
    const paymentId = await cashPayment(world);
    const appointmentId = (await paymentRow(db, paymentId)).appointmentId;
    const rejected = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointmentId}/reject`,
      headers: world.owner.headers,
      payload: { reason: 'Barbearia fechada' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    for (const filter of ['appointment', 'payment']) {
      const entry = (await logOf(filter)).find((row) => row.entityId === appointmentId);
      expect(entry, filter).toMatchObject({ action: 'appointment.reject' });
      expect(entry?.summary).toMatch(
        /^Diego Dono recusou o agendamento de .+ \(\w{3}\., \d{2}\/\d{2} às 07:00\): Barbearia fechada$/,
      );
    }
    const others = await logOf('service');
    expect(others.some((row) => row.entityId === appointmentId)).toBe(false);
  });

  it('finds a refund, which cancels the booking it paid, under Pagamentos and Agendamentos', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const fixture = await insertBooking(db, {
      clientId: world.client.id,
      barberId: barber.id,
      method: 'CREDIT_CARD',
    });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/card/create',
      headers: world.client.headers,
      payload: {
        appointmentId: fixture.id,
        amount: fixture.amount,
        cardToken: await cardToken(app, world.client, 'APRO'),
      },
    });
    expect(paid.json(), paid.body).toMatchObject({ status: 'paid' });
    const paymentId: string = paid.json().id;
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/refund`,
      headers: world.owner.headers,
      payload: { reason: 'Cliente pediu' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    for (const filter of ['payment', 'appointment']) {
      const entry = (await logOf(filter)).find((row) => row.entityId === paymentId);
      expect(entry, filter).toMatchObject({ action: 'payment.refund' });
      expect(entry?.summary).toMatch(/^Diego Dono reembolsou R\$\s[\d.,]+ a .+: Cliente pediu$/);
    }
  });

  it('names things in the sentence, never their ids', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const created = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: world.owner.headers,
      payload: { name: 'Pigmentação', price: 50, durationMinutes: 30, barberIds: [barber.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/services/${id}`,
      headers: world.owner.headers,
      payload: { price: 55 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = (await logOf('service')).filter((row) => row.entityId === id);
    expect(entries.map((row) => row.summary)).toEqual([
      'Diego Dono alterou o preço de Pigmentação de R$\u00a050,00 para R$\u00a055,00',
      'Diego Dono criou o serviço Pigmentação (R$\u00a050,00)',
    ]);
  });
});
