import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/audit-log.js';
import { workingHours } from '../db/schema/working-hours.js';
import { routeTable } from '../route-table.js';
import type { RouteName } from '../route-table.js';
import { insertBooking } from './payment-fixtures.js';
import {
  createBarber,
  DEMO_BARBERSHOP_ID,
  demoActor,
  insertAppointment,
} from './scheduling-fixtures.js';
import type { Actor } from './scheduling-fixtures.js';
import { createTestApp } from './test-app.js';

/**
 * Issue 8's audit coverage (modules/audit/audit-coverage.*.test.ts): each case is one change an
 * ADMIN or OWNER makes, prepared against a fresh app and checked for its audit rows.
 */

/** What a case's preparation may use: the app, its database and the demo accounts. */
export interface AuditWorld {
  app: FastifyInstance;
  db: Db;
  admin: Actor;
  owner: Actor;
  client: Actor;
}

/** One audit row as the test expects it; `before`/`after` match partially, null exactly. */
export interface ExpectedEntry {
  action: string;
  entityId: string;
  before: object | null;
  after: object | null;
}

export interface PreparedChange {
  url: string;
  payload?: object;
  /** The rows the change must write, knowing the answer (a creation's id is in it). */
  entries(response: LightMyRequestResponse): ExpectedEntry[];
}

export interface LoggedChange {
  route: RouteName;
  /** What the change is, for the test's name. */
  label: string;
  as: 'admin' | 'owner';
  status: number;
  prepare(world: AuditWorld): Promise<PreparedChange>;
}

export const newEmail = () => `auditado.${randomUUID().slice(0, 8)}@navalha.dev`;
export const newBarber = (db: Db) => createBarber(db, DEMO_BARBERSHOP_ID, []);

/** A booking of a barber of its own (so none overlaps another), `hoursFromNow` away. */
export async function booking(
  { db, client }: AuditWorld,
  status: 'PENDING' | 'CONFIRMED',
  hoursFromNow: number,
): Promise<string> {
  const barber = await newBarber(db);
  return insertAppointment(db, {
    clientId: client.id,
    barberId: barber.id,
    startsAt: new Date(Date.now() + hoursFromNow * 3_600_000),
    durationMinutes: 15,
    status,
  });
}

/** A cash payment the client chose, waiting at the shop. */
export async function cashPayment({ app, db, client }: AuditWorld): Promise<string> {
  const barber = await newBarber(db);
  const fixture = await insertBooking(db, {
    clientId: client.id,
    barberId: barber.id,
    method: 'CASH',
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: client.headers,
    payload: { appointmentId: fixture.id, amount: fixture.amount, method: 'cash' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

export async function firstPeriodOf(db: Db, barberId: string) {
  const [period] = await db
    .select()
    .from(workingHours)
    .where(and(eq(workingHours.barberId, barberId), eq(workingHours.dayOfWeek, 1)))
    .orderBy(asc(workingHours.startTime));
  if (!period) throw new Error('the barber has no Monday');
  return period;
}

/**
 * Registers, under `title`, one test per change: it is made through the app by its actor and
 * must write its audit rows once, with who did it and before and after, and no password.
 */
export function describeLoggedChanges(title: string, changes: LoggedChange[]): void {
  describe(title, () => {
    let close: () => Promise<void>;
    let world: AuditWorld;

    beforeAll(async () => {
      const testApp = await createTestApp();
      close = () => testApp.close();
      const db = testApp.database.db;
      world = {
        app: testApp.app,
        db,
        admin: await demoActor(db, 'admin@navalha.dev'),
        owner: await demoActor(db, 'dono@navalha.dev'),
        client: await demoActor(db, 'cliente@navalha.dev'),
      };
    });

    afterAll(async () => {
      await close();
    });

    it.each(changes.map((change) => [`${change.route}: ${change.label}`, change] as const))(
      'logs %s, once, with who did it and before and after',
      async (_name, change) => {
        const { app, db } = world;
        const actor = change.as === 'owner' ? world.owner : world.admin;
        const prepared = await change.prepare(world);
        const known = new Set(
          (await db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id),
        );
        const response = await app.inject({
          method: routeTable[change.route].method,
          url: prepared.url,
          headers: actor.headers,
          ...(prepared.payload ? { payload: prepared.payload } : {}),
        });
        expect(response.statusCode, response.body).toBe(change.status);

        const added = (await db.select().from(auditLog).orderBy(asc(auditLog.createdAt))).filter(
          (row) => !known.has(row.id),
        );
        const expected = prepared.entries(response);
        expect(added).toHaveLength(expected.length);
        for (const [index, entry] of expected.entries()) {
          expect(added[index]).toMatchObject({
            barbershopId: DEMO_BARBERSHOP_ID,
            actorId: actor.id,
            actorRole: actor.role,
            action: entry.action,
            entity: entry.action.split('.')[0],
            entityId: entry.entityId,
            before: entry.before,
            after: entry.after,
          });
        }
        // A password, plain or hashed, never reaches the log.
        const logged = JSON.stringify(added);
        expect(logged).not.toContain('$argon2');
        // Nor does an invitation or reset link's token.
        const token = /token=([\w-]+)/.exec(response.body)?.[1];
        if (token) expect(logged).not.toContain(token);
      },
    );
  });
}
