import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { isDatabaseUnreachable } from '../../plugins/error-handler.js';
import { demoActor, demoServices, futureDate } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Two overlapping bookings inserted at the same instant can wait on each other's exclusion
 * check; PostgreSQL then aborts one with 40P01 (deadlock detected). The survivor holds the time,
 * so the victim must hear 409 SLOT_UNAVAILABLE like any loser, never 500. `npm run test:scale`
 * met it under 200 concurrent clients; here every booking transaction fails that way.
 */

let testApp: TestApp;
let deadlocking: FastifyInstance;
let client: Actor;
let transactions = 0;

function withDeadlockingTransactions(database: Database): Database {
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return () => {
          transactions += 1;
          const error = new Error('Failed query: insert into "appointments" …');
          return Promise.reject(
            Object.assign(error, {
              cause: Object.assign(new Error('deadlock'), { code: '40P01' }),
            }),
          );
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) as Db;
  return { ...database, db };
}

beforeAll(async () => {
  testApp = await createTestApp();
  deadlocking = await buildTestApp(withDeadlockingTransactions(testApp.database));
  client = await demoActor(testApp.database.db, 'cliente@navalha.dev');
});

afterAll(async () => {
  await deadlocking.close();
  await testApp.close();
});

describe('a booking that loses a deadlock', () => {
  it('answers 409 SLOT_UNAVAILABLE after trying each barber it accepted', async () => {
    const [corte] = demoServices;
    const barbers = await Promise.all(
      ['barbeiro@navalha.dev', 'rafael@navalha.dev'].map((email) =>
        demoActor(testApp.database.db, email),
      ),
    );
    const response = await deadlocking.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: client.headers,
      payload: {
        serviceIds: [corte.id],
        barberIds: barbers.map((barber) => barber.id),
        scheduledDate: futureDate(3, 30),
        scheduledTime: '10:00',
        paymentMethod: 'CASH',
        totalPrice: fromCents(computeOrderTotals({ items: [corte], method: 'CASH' }).total),
      },
    });

    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'SLOT_UNAVAILABLE',
      message: 'Horário indisponível. Escolha outro horário.',
    });
    expect(transactions).toBe(2);
  });

  it('is not mistaken for an unreachable database', () => {
    const deadlock = Object.assign(new Error('x'), { cause: { code: '40P01' } });
    expect(isDatabaseUnreachable(deadlock)).toBe(false);
    expect(isDatabaseUnreachable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable({ cause: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnreachable({ cause: { code: '23505' } })).toBe(false);
  });
});
