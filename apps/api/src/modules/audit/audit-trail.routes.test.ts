import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { createBarber, DEMO_BARBERSHOP_ID, demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** The changes admins make through the catalog and schedule routes reach the audit log too. */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let admin: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  admin = await demoActor(db, 'admin@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}

async function entriesOf(entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.createdAt));
}

describe('audit of catalog and schedule changes', () => {
  it('records a service created, changed and deactivated, with before and after', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const other = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const created = await send('POST', '/api/services', {
      name: 'Hidratação',
      price: 40,
      durationMinutes: 30,
      barberIds: [barber.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(
      (await send('PATCH', `/api/services/${id}`, { price: 45, barberIds: [other.id] })).statusCode,
    ).toBe(200);
    expect((await send('DELETE', `/api/services/${id}`)).statusCode).toBe(204);

    const [deleted, updated, made] = await entriesOf(id);
    expect(made).toMatchObject({
      action: 'service.create',
      actorId: admin.id,
      barbershopId: DEMO_BARBERSHOP_ID,
      after: expect.objectContaining({ priceCents: 4000, barberIds: [barber.id] }),
    });
    expect(updated).toMatchObject({
      action: 'service.update',
      before: expect.objectContaining({ priceCents: 4000, barberIds: [barber.id] }),
      after: expect.objectContaining({ priceCents: 4500, barberIds: [other.id] }),
    });
    expect(deleted).toMatchObject({
      action: 'service.delete',
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
  });

  it('lists the changes of one request newest first, in the order they were made', async () => {
    // Five services in one request: five entries written within a millisecond or two, one tick
    // of PGlite's clock. The log must still read them in the order they were written.
    const names = ['Ordem Um', 'Ordem Dois', 'Ordem Três', 'Ordem Quatro', 'Ordem Cinco'];
    const created = await send('POST', '/api/services/bulk', {
      services: names.map((name) => ({ name, price: 30, durationMinutes: 30 })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const ids = (created.json() as { id: string }[]).map((service) => service.id);
    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entity=service&limit=5',
      headers: (await demoActor(db, 'dono@navalha.dev')).headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const entries = page.json().data as { action: string; entityId: string }[];
    expect(entries.map((entry) => entry.entityId)).toEqual([...ids].reverse());
    expect(new Set(entries.map((entry) => entry.action))).toEqual(new Set(['service.create']));
  });

  it('records nothing when the change is refused', async () => {
    const created = await send('POST', '/api/services', {
      name: 'Sobrancelha',
      price: 20,
      durationMinutes: 15,
    });
    const id = created.json().id as string;
    const refused = await send('PATCH', `/api/services/${id}`, { promotionalPrice: 25 });
    expect(refused.statusCode).toBe(400);
    expect((await entriesOf(id)).map((entry) => entry.action)).toEqual(['service.create']);
  });

  it("records a barber's week replaced, and single periods changed", async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const replaced = await send('POST', `/api/working-hours/barber/${barber.id}/multiple`, {
      workingHours: [
        { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' },
        { dayOfWeek: 2, startTime: '13:00', endTime: '18:00' },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [week] = await entriesOf(barber.id);
    expect(week).toMatchObject({
      action: 'working_hours.replace',
      after: {
        barberId: barber.id,
        workingHours: [
          { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' },
          { dayOfWeek: 2, startTime: '13:00', endTime: '18:00' },
        ],
      },
    });
    expect((week?.before as { workingHours: unknown[] }).workingHours.length).toBeGreaterThan(0);

    const periodId = (replaced.json() as { id: string }[])[0]?.id ?? '';
    expect(
      (await send('PATCH', `/api/working-hours/${periodId}`, { endTime: '11:00' })).statusCode,
    ).toBe(200);
    expect((await send('DELETE', `/api/working-hours/${periodId}`)).statusCode).toBe(204);
    expect((await entriesOf(periodId)).map((entry) => entry.action)).toEqual([
      'working_hours.delete',
      'working_hours.update',
    ]);
  });
});
