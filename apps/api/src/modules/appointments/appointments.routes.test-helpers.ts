import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { fromCents } from '@navalha/core/domain/money';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import {
  createShop,
  createUser,
  demoActor,
  demoServices,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The set-up of appointments.*.routes.test.ts: the app, the demo's actors and services, and the
 * requests and counts the tests use.
 */

export let testApp: TestApp;
export let app: FastifyInstance;
export let db: Db;
export let client: Actor;
export let marina: Actor;
export let admin: Actor;
export let bruno: Actor;
export let rafael: Actor;
export let thiago: Actor;
export let otherAdmin: Actor;

export const [corte, barba, , sobrancelha, , , , , maquina] = demoServices;
export const UNKNOWN_ID = '6e617661-6c68-4100-8000-00000000dead';

/** A fresh Monday for each test that books, so tests never meet each other's bookings. */
export let nextWeek = 0;
export function freshMonday(): string {
  nextWeek += 1;
  return futureDate(1, 21 + 7 * nextWeek);
}

/** What the payment screen shows for these services, code and method (core's figures). */
export function totalFor(
  items: readonly (typeof demoServices)[number][],
  method: PaymentMethod,
  promoPercent = 0,
): number {
  return fromCents(computeOrderTotals({ items, method, promoPercent }).total);
}

export function book(payload: object, actor: Actor = client, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: actor.headers,
    payload,
  });
}

export function bookingBody(date: string, time: string, overrides: object = {}) {
  return {
    serviceIds: [corte.id, barba.id],
    barberIds: [bruno.id],
    scheduledDate: date,
    scheduledTime: time,
    paymentMethod: 'PIX',
    totalPrice: totalFor([corte, barba], 'PIX'),
    ...overrides,
  };
}

export function call(
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor,
  payload?: object,
) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

export async function countAppointments(): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(appointments);
  return row?.count ?? 0;
}

export async function timesUsed(code = 'NAVALHA10'): Promise<number> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row?.timesUsed ?? -1;
}

/** Builds the app and the demo's actors before a file's tests and closes it after them. */
export function setupAppointmentsApp(): void {
  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    db = testApp.database.db;
    client = await demoActor(db, 'cliente@navalha.dev');
    marina = await demoActor(db, 'marina@navalha.dev');
    admin = await demoActor(db, 'admin@navalha.dev');
    bruno = await demoActor(db, 'barbeiro@navalha.dev');
    rafael = await demoActor(db, 'rafael@navalha.dev');
    thiago = await demoActor(db, 'thiago@navalha.dev');
    otherAdmin = await createUser(db, 'ADMIN', await createShop(db));
  });

  afterAll(async () => {
    await testApp.close();
  });
}
