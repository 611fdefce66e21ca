import { randomUUID } from 'node:crypto';
import { fromCents } from '@navalha/core/domain/money';
import { addDaysToLocalDate, getLocalDayOfWeek } from '@navalha/core/domain/format/date-time';
import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { appointmentServices } from '../db/schema/appointment-services.js';
import { appointments } from '../db/schema/appointments.js';
import { payments } from '../db/schema/payments.js';
import {
  DEMO_BARBERSHOP_ID,
  demoServices,
  futureDate,
  serviceOfShop,
  spInstant,
} from './scheduling-fixtures.js';
import type { Actor } from './scheduling-fixtures.js';

const corte = demoServices[0];

/**
 * Each booking gets its own far-away working day (Monday–Saturday), so none meets another. The
 * files of a worker share this counter (decision 047) but not their databases, so it wraps after
 * 300 days: a file's days stay within 390 days, and its tests may move the clock 400 days on.
 */
let day = 0;
export function freshDay(): string {
  for (;;) {
    day = (day % 300) + 1;
    const date = addDaysToLocalDate(futureDate(1, 90), day);
    if (getLocalDayOfWeek(date) !== 0) return date;
  }
}

export interface BookingFixture {
  clientId: string;
  barberId: string;
  method: PaymentMethod | null;
  status?: AppointmentStatus;
  paymentStatus?: PaymentStatus;
  barbershopId?: string;
  serviceId?: string;
  priceCents?: number;
}

export interface Booking {
  id: string;
  totals: OrderTotals;
  /** The total in BRL, as a payment body carries it. */
  amount: number;
}

/** A booking priced by core for its method (subtotal − discount + fee), straight in the table. */
export async function insertBooking(db: Db, fixture: BookingFixture): Promise<Booking> {
  const id = randomUUID();
  const shopId = fixture.barbershopId ?? DEMO_BARBERSHOP_ID;
  const price = fixture.priceCents ?? corte.priceCents;
  const items = [{ priceCents: price, promotionalPriceCents: null }];
  const totals = computeOrderTotals({ items, method: fixture.method ?? 'CASH' });
  // 07:00, before anyone's working hours: other fixtures (10:00, 14:00 …) never meet it.
  const startsAt = spInstant(freshDay(), '07:00');
  await db.insert(appointments).values({
    id,
    clientId: fixture.clientId,
    barberId: fixture.barberId,
    barbershopId: shopId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 40 * 60_000),
    status: fixture.status ?? 'PENDING',
    paymentStatus: fixture.paymentStatus ?? 'PENDING',
    paymentMethod: fixture.method,
    subtotalCents: totals.subtotal,
    discountCents: totals.discount,
    paymentFeeCents: totals.paymentFee,
    totalCents: totals.total,
  });
  await db.insert(appointmentServices).values({
    barbershopId: shopId,
    appointmentId: id,
    position: 0,
    serviceId: fixture.serviceId ?? (await serviceOfShop(db, shopId)),
    name: corte.name,
    priceCents: price,
    durationMinutes: 40,
    iconKey: 'haircut',
  });
  return { id, totals, amount: fromCents(totals.total) };
}

export async function paymentRows(db: Db, appointmentId: string) {
  return db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
}

export async function paymentRow(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}

export async function appointmentRow(db: Db, id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new Error(`no appointment ${id}`);
  return row;
}

export async function countPayments(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments);
  return Number(row?.n ?? 0);
}

/** A single-use sandbox card token for `actor`, the holder's name deciding the outcome. */
export async function cardToken(
  app: FastifyInstance,
  actor: Actor,
  cardholderName: string,
  cardNumber = '4235 6477 2802 5682',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/card-tokens',
    headers: actor.headers,
    payload: {
      cardNumber,
      securityCode: '123',
      expirationMonth: '11',
      expirationYear: '2030',
      cardholderName,
    },
  });
  if (response.statusCode !== 201) throw new Error(`tokenize: ${response.body}`);
  return (response.json() as { id: string }).id;
}
