import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatements } from '../test/query-counter.js';
import { DEMO_BARBERSHOP_ID, demoActor, futureDate } from '../test/scheduling-fixtures.js';
import type { Actor } from '../test/scheduling-fixtures.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

/**
 * The hot reads over bookings run as named prepared statements on PostgreSQL: planned afresh on
 * every call, a client's bookings took 8–17 ms to plan across the partitions of bookings and
 * payments and 0.4 ms to run (decision 049's addendum). PGlite has no names to give.
 */
let testApp: TestApp;
let owner: Actor;
let client: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await demoActor(testApp.database.db, 'dono@navalha.dev');
  client = await demoActor(testApp.database.db, 'cliente@navalha.dev');
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

async function namedOf(url: string, actor: Actor): Promise<string[] | null> {
  return namedStatements(testApp.database.db, async () => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: actor.headers });
    expect(response.statusCode).toBe(200);
  });
}

describe.runIf(process.env.NAVALHA_TEST_DB === 'postgres')('named statements', () => {
  it("reads the desk's day of bookings as one, naming the shop by value", async () => {
    const named = await namedOf(`/api/admin/agenda?date=${futureDate(3, 7)}`, owner);
    const bookings = named?.find((text) => text.includes('from appointments a'));
    expect(bookings).toBeDefined();
    // The bookings and each read of their services and payments name the shop by a parameter,
    // never by the booking's column: PostgreSQL then plans only the shop's partitions.
    expect(bookings?.match(/barbershop_id = \$\d+/g)).toHaveLength(4);
    expect(bookings).not.toContain('= a.barbershop_id');
  });

  it("reads a client's page of bookings as one", async () => {
    const named = await namedOf('/api/appointments/my-appointments?limit=5', client);
    expect(named?.some((text) => text.includes('"appointments"."client_id" = $'))).toBe(true);
  });

  it("reads the home's barbers and their services as named statements", async () => {
    const named = await namedOf(
      `/api/users/barbers/for-home?barbershopId=${DEMO_BARBERSHOP_ID}`,
      client,
    );
    expect(named?.some((text) => text.includes('from "users"'))).toBe(true);
    expect(named?.some((text) => text.includes('from "barber_services"'))).toBe(true);
  });
});
