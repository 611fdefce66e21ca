import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { barbershops } from './db/schema/barbershops.js';
import { services } from './db/schema/services.js';
import { users } from './db/schema/users.js';
import { createTestDatabase } from './test/test-database.js';
import type { TestDatabase } from './test/test-database.js';
import {
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
  insertAppointment,
  spInstant,
} from './test/scheduling-fixtures.js';
import type { Actor } from './test/scheduling-fixtures.js';
import { testConfig, testPasswordHasher } from './test/test-app.js';

/**
 * DATABASE_REPLICA_URL (issue 20 §5): the clients' catalog and availability and the public
 * pages read the replica; booking decides on the primary. The "replica" here is a second copy
 * of the seeded database that has not replayed what the test writes to the primary, which is
 * what a lagging replica looks like; scripts/test-scale.mjs runs a real streaming one.
 */
describe('reads that may lag go to the replica', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let app: FastifyInstance;
  let client: Actor;
  let barberId: string;
  const service = demoServices[0];

  beforeAll(async () => {
    primary = await createTestDatabase();
    replica = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      db: primary.database.db,
      readDb: replica.database.db,
      passwordHasher: testPasswordHasher,
    });
    client = await demoActor(primary.database.db, 'cliente@navalha.dev');
    const [barber] = await primary.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'barbeiro@navalha.dev'));
    if (!barber) throw new Error('no demo barber');
    barberId = barber.id;
  });
  afterAll(async () => {
    await app.close();
    await primary.dispose();
    await replica.dispose();
  });

  const freeAt = async (date: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/working-hours/available-slots',
      headers: client.headers,
      payload: { date, barberIds: [barberId], serviceIds: [service.id] },
    });
    expect(response.statusCode).toBe(200);
    const times = response.json().times as { time: string; available: boolean }[];
    return times.filter((slot) => slot.available).map((slot) => slot.time);
  };

  it('shows free times from the replica, while a booking is checked against the primary', async () => {
    const date = futureDate(2, 30);
    const fixture = {
      clientId: client.id,
      barberId,
      barbershopId: DEMO_BARBERSHOP_ID,
      startsAt: spInstant(date, '10:00'),
      status: 'CONFIRMED' as const,
      serviceId: service.id,
    };
    await insertAppointment(primary.database.db, fixture);

    // The replica has not seen that booking yet: 10:00 still looks free there.
    expect(await freeAt(date)).toContain('10:00');
    const booking = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: client.headers,
      payload: {
        barberId,
        serviceId: service.id,
        scheduledTo: spInstant(date, '10:00').toISOString(),
        totalPrice: 1,
      },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().code).toBe('SLOT_UNAVAILABLE');

    // Once the replica has it, the free times say so.
    await insertAppointment(replica.database.db, fixture);
    expect(await freeAt(date)).not.toContain('10:00');
  });

  it("lists the clients' services and the public page from the replica", async () => {
    await replica.database.db
      .update(services)
      .set({ name: 'Corte (réplica)' })
      .where(eq(services.id, service.id));
    await replica.database.db
      .update(barbershops)
      .set({ name: 'Barbearia (réplica)' })
      .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));

    const selection = await app.inject({
      method: 'GET',
      url: '/api/services/for-selection',
      headers: client.headers,
    });
    expect(selection.json().map((row: { name: string }) => row.name)).toContain('Corte (réplica)');
    const page = await app.inject({ method: 'GET', url: '/api/public/shops/navalha-barbearia' });
    expect(page.statusCode).toBe(200);
    expect(page.json().name).toBe('Barbearia (réplica)');
  });
});
