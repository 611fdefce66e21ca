import { randomUUID } from 'node:crypto';
import { localTimeInZone } from '@navalha/core/domain/format/date-time';
import { repriceForMethod } from '@navalha/core/domain/payments/order-method';
import { fromCents } from '@navalha/core/domain/money';
import type { Role } from '@navalha/core/domain/auth/roles';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { workingHours } from '../db/schema/working-hours.js';
import { insertBooking } from './payment-fixtures.js';
import { WalletPaymentMethodsRepository } from '../modules/wallet/wallet-payment-methods.repository.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
  insertAppointment,
  SAO_PAULO,
  spInstant,
} from './scheduling-fixtures.js';
import type { Actor } from './scheduling-fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * The people and shops the permission matrix of route-table.test.ts calls routes as, and the
 * helpers its cases build requests with: the caller's own resource, or someone else's.
 */

export let app: FastifyInstance;
export let db: Db;

export interface World {
  actors: Record<Role, Actor>;
  otherClient: Actor;
  otherBarber: Actor;
  shopB: { id: string; serviceId: string; barber: Actor };
}
export let world: World;

export type Target = 'own' | 'other';
export interface Call {
  url: string;
  payload?: object;
  /** Extra request headers, e.g. a raw upload's content type. */
  headers?: Record<string, string>;
  /** Server-sent events: the status and an error body are read, never a 200's endless body. */
  stream?: boolean;
}

export interface RouteCase {
  /** Whether the route touches someone's resource (so "other" applies). */
  owned: boolean;
  success: number;
  /** Status for someone else's resource; 404 unless said. */
  otherStatus?: number;
  /** A request as `role` (an admitted one) on its own or someone else's resource. */
  build(role: Role, target: Target): Promise<Call>;
  /** Who acts on its own, when not the role's demo account (deleting an account). */
  actor?(role: Role): Promise<Actor>;
}

/** Builds the world on the test's app and database; run once in its beforeAll. */
export async function setUpRouteCaseWorld(testApp: TestApp): Promise<void> {
  app = testApp.app;
  db = testApp.database.db;
  const shopB = await createShop(db, 'Barbearia B');
  const serviceB = await createService(db, shopB);
  world = {
    actors: {
      CLIENT: await demoActor(db, 'cliente@navalha.dev'),
      BARBER: await demoActor(db, 'barbeiro@navalha.dev'),
      ADMIN: await demoActor(db, 'admin@navalha.dev'),
      OWNER: await demoActor(db, 'dono@navalha.dev'),
      RECEPTION: await demoActor(db, 'recepcao@navalha.dev'),
      // The platform's operator: no shop; every shop's route answers it 403 (issue 20 §1).
      OPERATOR: await createUser(db, 'OPERATOR', null),
    },
    otherClient: await demoActor(db, 'marina@navalha.dev'),
    otherBarber: await demoActor(db, 'rafael@navalha.dev'),
    shopB: { id: shopB, serviceId: serviceB, barber: await createBarber(db, shopB, [serviceB]) },
  };
  // Shop B's staff exist too, so "another shop" is a real one with people in it.
  await createUser(db, 'ADMIN', shopB);
}

export const corte = demoServices[0];

/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Each fixture appointment gets its own Monday, so none meets another. */
export let mondays = 0;
export const freshMonday = () => futureDate(1, 30 + 7 * (mondays += 1));
/**
 * Started, short appointments in the past for `complete`, an hour apart, at night in the shop
 * (22:00–07:00 in São Paulo): the demo agenda's past bookings are in opening hours, and a
 * daytime hour would meet one of them depending on when the suite runs.
 */
export let pastSlots = 0;
export const freshPast = () => {
  for (;;) {
    const start = new Date(Date.now() - (pastSlots += 1) * 60 * 60_000);
    const hour = Number(localTimeInZone(start, SAO_PAULO).slice(0, 2));
    if (hour >= 22 || hour < 7) return start;
  }
};

/**
 * An appointment the role owns (its client, its barber, its shop) or one it does not.
 */
export async function appointmentFor(
  role: Role,
  target: Target,
  options: { status?: 'PENDING' | 'CONFIRMED'; startsAt?: Date } = {},
): Promise<string> {
  const { actors, otherClient, otherBarber, shopB } = world;
  const startsAt = options.startsAt ?? spInstant(freshMonday(), '10:00');
  const base = { startsAt, status: options.status ?? 'PENDING', durationMinutes: 15 } as const;
  if (role === 'CLIENT') {
    return insertAppointment(db, {
      ...base,
      clientId: target === 'own' ? actors.CLIENT.id : otherClient.id,
      barberId: actors.BARBER.id,
    });
  }
  if (role === 'BARBER') {
    return insertAppointment(db, {
      ...base,
      clientId: otherClient.id,
      barberId: target === 'own' ? actors.BARBER.id : otherBarber.id,
    });
  }
  return target === 'own'
    ? insertAppointment(db, { ...base, clientId: otherClient.id, barberId: actors.BARBER.id })
    : insertAppointment(db, {
        ...base,
        clientId: otherClient.id,
        barberId: shopB.barber.id,
        barbershopId: shopB.id,
        serviceId: shopB.serviceId,
      });
}

/** A barber whose hours the role may see (own) or not (other). */
export function barberFor(role: Role, target: Target): string {
  if (role === 'BARBER') return target === 'own' ? world.actors.BARBER.id : world.otherBarber.id;
  return target === 'own' ? world.actors.BARBER.id : world.shopB.barber.id;
}

export async function workingHoursRowOf(barberId: string): Promise<string> {
  const [row] = await db
    .select({ id: workingHours.id })
    .from(workingHours)
    .where(eq(workingHours.barberId, barberId))
    .orderBy(asc(workingHours.dayOfWeek), asc(workingHours.startTime));
  if (!row) throw new Error('barber without working hours');
  return row.id;
}

/** A barber of the manager's shop (own) or of shop B (other), made for a write. */
export async function writableBarberFor(target: Target): Promise<string> {
  return target === 'own'
    ? (await createBarber(db, DEMO_BARBERSHOP_ID, [])).id
    : world.shopB.barber.id;
}

/**
 * A sandbox PIX payment the role may act on (own) or not (other): the client's own booking;
 * for staff, a booking of their shop, or of shop B. `status` moves it on first.
 */
export async function paymentFor(
  role: Role,
  target: Target,
  options: { method?: 'pix' | 'cash'; status?: 'approved' } = {},
): Promise<{ id: string; appointmentId: string }> {
  const { actors, otherClient, shopB } = world;
  const payer = role === 'CLIENT' && target === 'own' ? actors.CLIENT : otherClient;
  const inShopB = role !== 'CLIENT' && target === 'other';
  const method = options.method === 'cash' ? 'CASH' : 'PIX';
  const booking = await insertBooking(db, {
    clientId: payer.id,
    barberId: inShopB ? shopB.barber.id : actors.BARBER.id,
    method,
    ...(inShopB ? { barbershopId: shopB.id, serviceId: shopB.serviceId } : {}),
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: payer.headers,
    payload: { appointmentId: booking.id, amount: booking.amount, method },
  });
  if (created.statusCode !== 201) throw new Error(`payment fixture: ${created.body}`);
  const id = (created.json() as { id: string }).id;
  if (options.status) {
    const mocked = await app.inject({
      method: 'POST',
      url: '/api/payments/mock',
      headers: payer.headers,
      payload: { paymentId: id, status: options.status },
    });
    if (mocked.statusCode !== 200) throw new Error(`mock fixture: ${mocked.body}`);
  }
  return { id, appointmentId: booking.id };
}

/** A saved card in the client's wallet (own) or in someone else's (other). */
export async function savedMethodFor(target: Target): Promise<string> {
  const owner = target === 'own' ? world.actors.CLIENT : world.otherClient;
  const { method } = await new WalletPaymentMethodsRepository(db).saveCard(owner.id, {
    methodType: 'debit_card',
    cardToken: `tok_${randomUUID()}`,
    cardBrand: 'Visa',
    cardLastFour: String(Math.floor(Math.random() * 10_000)).padStart(4, '0'),
    cardholderName: 'MARIA SILVA',
    expiryDate: '2031-01-01',
  });
  return method.id;
}

/** A sandbox PIX deposit of the client (own) or of someone else (other). */
export async function depositFor(target: Target): Promise<string> {
  const owner = target === 'own' ? world.actors.CLIENT : world.otherClient;
  const created = await app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: owner.headers,
    payload: { amount: 10 },
  });
  if (created.statusCode !== 201) throw new Error(`deposit fixture: ${created.body}`);
  return (created.json() as { id: string }).id;
}

/** A PIX-priced booking of the client (own) or of someone else (other), to pay. */
export async function payableBookingFor(target: Target) {
  const { actors, otherClient } = world;
  return insertBooking(db, {
    clientId: (target === 'own' ? actors.CLIENT : otherClient).id,
    barberId: actors.BARBER.id,
    method: 'PIX',
  });
}

/** A PIX-priced booking's credit-card figures: paying by card reprices it. */
export function repriceOf(totals: { subtotal: number; discount: number }) {
  return { amount: fromCents(repriceForMethod(totals, 'CREDIT_CARD').total) };
}
