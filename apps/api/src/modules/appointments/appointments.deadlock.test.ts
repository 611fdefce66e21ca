import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../../plugins/error-handler.js';
import { demoActor, demoServices, futureDate } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Two overlapping bookings inserted at the same instant can wait on each other's exclusion
 * check; PostgreSQL then aborts one with 40P01 (deadlock detected). The survivor holds the time,
 * so the victim must hear 409 SLOT_UNAVAILABLE like any loser, never 500. `npm run test:scale`
 * met it under 200 concurrent clients; here every statement writing a booking fails that way.
 */

let testApp: TestApp;
let client: Actor;

/** How many booking inserts the database refused (a sequence: it survives the rollbacks). */
async function refusedBookings(): Promise<number> {
  const result = (await testApp.database.db.execute(
    sql`select last_value::int as value, is_called from deadlocked_bookings`,
  )) as unknown as { rows: { value: number; is_called: boolean }[] };
  const [row] = result.rows;
  return row?.is_called ? row.value : 0;
}

beforeAll(async () => {
  testApp = await createTestApp();
  client = await demoActor(testApp.database.db, 'cliente@navalha.dev');
  // This file's database refuses every booking the way PostgreSQL aborts a deadlock's victim.
  await testApp.database.db.execute(sql`create sequence deadlocked_bookings`);
  await testApp.database.db.execute(sql`
    create function deadlock_bookings() returns trigger language plpgsql as $$
    begin
      perform nextval('deadlocked_bookings');
      raise exception 'deadlock detected' using errcode = '40P01';
    end $$`);
  await testApp.database.db.execute(sql`
    create trigger deadlock_bookings before insert on appointments
    for each row execute function deadlock_bookings()`);
});

afterAll(async () => {
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
    const response = await testApp.app.inject({
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
    expect(await refusedBookings()).toBe(2);
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
