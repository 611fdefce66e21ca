import { addDaysToLocalDate } from '@navalha/core/domain/format/date-time';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { cashClosings } from '../../db/schema/cash-closings.js';
import { payments } from '../../db/schema/payments.js';
import {
  DEMO_BARBERSHOP_ID,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { openDeskScene } from '../../test/desk-fixtures.js';
import type { DeskScene } from '../../test/desk-fixtures.js';
import { CashRepository } from './cash.repository.js';

/** A Tuesday far enough ahead that the seeded agenda leaves it empty; the clock is its evening. */
const DAY = futureDate(2, 60);
const DAY_BEFORE = addDaysToLocalDate(DAY, -1);

let scene: DeskScene;
let app: FastifyInstance;
let db: Db;
let reception: Actor;
let owner: Actor;
let client: Actor;
let ana: Actor;
let caio: Actor;
let rival: string;
let rivalOwner: Actor;
let rivalBarber: Actor;

interface PaymentFixture {
  appointmentId: string;
  clientId: string;
  barbershopId?: string;
  method: PaymentMethod;
  amountCents: number;
  status?: 'COMPLETED' | 'REFUNDED';
  paidAt: Date;
  receivedWith?: 'cash' | 'pix' | 'card';
  refundedAmountCents?: number;
  refundedAt?: Date;
}

async function insertPayment(fixture: PaymentFixture): Promise<string> {
  const [row] = await db
    .insert(payments)
    .values({
      appointmentId: fixture.appointmentId,
      clientId: fixture.clientId,
      barbershopId: fixture.barbershopId ?? DEMO_BARBERSHOP_ID,
      method: fixture.method,
      flow: fixture.method === 'WALLET' ? 'wallet' : fixture.method === 'CASH' ? 'cash' : 'pix',
      gateway: fixture.receivedWith ? 'shop' : fixture.method === 'WALLET' ? 'wallet' : 'sandbox',
      status: fixture.status ?? 'COMPLETED',
      amountCents: fixture.amountCents,
      paidAt: fixture.paidAt,
      receivedWith: fixture.receivedWith ?? null,
      receivedAt: fixture.receivedWith ? fixture.paidAt : null,
      refundedAmountCents: fixture.refundedAmountCents ?? null,
      refundedAt: fixture.refundedAt ?? null,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('insert payment failed');
  return row.id;
}

/** A booking of the day and, when paid, its payment. */
async function paidBooking(
  barber: Actor,
  time: string,
  payment: Omit<PaymentFixture, 'appointmentId' | 'clientId'> | null,
  booking: { status?: 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'PENDING'; date?: string } = {},
): Promise<string> {
  const appointmentId = await insertAppointment(db, {
    clientId: client.id,
    barberId: barber.id,
    startsAt: spInstant(booking.date ?? DAY, time),
    durationMinutes: 30,
    status: booking.status ?? 'CONFIRMED',
    paymentStatus: payment ? (payment.status ?? 'COMPLETED') : 'PENDING',
    totalCents: payment?.amountCents ?? 5000,
    ...(payment?.barbershopId ? { barbershopId: payment.barbershopId } : {}),
  });
  if (payment) await insertPayment({ ...payment, appointmentId, clientId: client.id });
  return appointmentId;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  scene = await openDeskScene(() => spInstant(DAY, '20:00'), 'Caixa');
  ({ app, db, reception, owner, client, ana, caio, rival, rivalOwner, rivalBarber } = scene);

  // Cash at the desk, and cash taken at 22:30 on the shop's clock (already the next day in UTC).
  ids.cash = await paidBooking(
    ana,
    '10:00',
    {
      method: 'CASH',
      amountCents: 5000,
      paidAt: spInstant(DAY, '10:40'),
      receivedWith: 'cash',
    },
    { status: 'COMPLETED' },
  );
  await paidBooking(caio, '19:00', {
    method: 'CASH',
    amountCents: 4000,
    paidAt: spInstant(DAY, '22:30'),
    receivedWith: 'cash',
  });
  // PIX paid in the app that morning; a PIX booking paid on the shop's card machine.
  await paidBooking(caio, '11:00', {
    method: 'PIX',
    amountCents: 4500,
    paidAt: spInstant(DAY, '08:00'),
  });
  await paidBooking(ana, '12:00', {
    method: 'PIX',
    amountCents: 3000,
    paidAt: spInstant(DAY, '12:30'),
    receivedWith: 'card',
  });
  await paidBooking(caio, '13:00', {
    method: 'WALLET',
    amountCents: 2000,
    paidAt: spInstant(DAY, '09:00'),
  });
  // Paid the day before, cancelled late: half refunded today, half kept.
  ids.cancelled = await paidBooking(
    ana,
    '14:00',
    {
      method: 'PIX',
      amountCents: 6000,
      status: 'REFUNDED',
      paidAt: spInstant(DAY_BEFORE, '09:00'),
      refundedAmountCents: 3000,
      refundedAt: spInstant(DAY, '09:30'),
    },
    { status: 'CANCELLED' },
  );
  ids.unpaid = await paidBooking(caio, '15:00', null);
  // Cash of the day before, and of another shop: not this day's cash.
  await paidBooking(
    ana,
    '16:00',
    {
      method: 'CASH',
      amountCents: 9900,
      paidAt: spInstant(DAY_BEFORE, '16:30'),
      receivedWith: 'cash',
    },
    { date: DAY_BEFORE, status: 'COMPLETED' },
  );
  await paidBooking(rivalBarber, '10:00', {
    method: 'CASH',
    amountCents: 7700,
    paidAt: spInstant(DAY, '10:30'),
    receivedWith: 'cash',
    barbershopId: rival,
  });
});

afterAll(async () => {
  await scene.close();
});

function get(url: string, actor: Actor) {
  return app.inject({ method: 'GET', url, headers: actor.headers });
}

function close(actor: Actor, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/cash/closings',
    headers: actor.headers,
    payload,
  });
}

describe('GET /api/admin/cash', () => {
  it("adds up the day's money by method and by barber for the reception", async () => {
    const response = await get(`/api/admin/cash?date=${DAY}`, reception);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      date: DAY,
      timeZone: 'America/Sao_Paulo',
      received: { count: 5, amount: 185 },
      expectedCash: 90,
      refunded: { count: 1, amount: 30 },
      kept: { count: 1, amount: 30 },
    });
    expect(body.byMethod).toEqual([
      { method: 'CASH', count: 2, amount: 90 },
      { method: 'PIX', count: 0, amount: 0 },
      { method: 'CARD', count: 1, amount: 30 },
      { method: 'WALLET', count: 1, amount: 20 },
      { method: 'APP', count: 1, amount: 45 },
    ]);
    expect(body.byBarber).toEqual([
      { barberId: ana.id, name: 'Ana Caixa', count: 2, amount: 80 },
      { barberId: caio.id, name: 'Caio Caixa', count: 3, amount: 105 },
    ]);
    expect(body.keptFees).toEqual([
      expect.objectContaining({ appointmentId: ids.cancelled, status: 'CANCELLED', amount: 30 }),
    ]);
    expect(body.unpaid).toEqual([
      expect.objectContaining({ appointmentId: ids.unpaid, barberName: 'Caio Caixa', amount: 50 }),
    ]);
    expect(body.closings).toEqual([]);
  });

  it("shows another shop nothing of this one's day", async () => {
    const response = await get(`/api/admin/cash?date=${DAY}`, rivalOwner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ received: { count: 1, amount: 77 }, expectedCash: 77 });
    expect(response.json().unpaid).toEqual([]);
  });

  it('answers today in the shop when no date is given', async () => {
    const response = await get('/api/admin/cash', owner);
    expect(response.json().date).toBe(DAY);
  });

  it('refuses a date that does not exist', async () => {
    const response = await get('/api/admin/cash?date=2026-02-30', reception);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/admin/cash/closings', () => {
  it('records the count, the expected cash and the difference, with who closed', async () => {
    const response = await close(reception, { date: DAY, counted: 85, note: 'Faltou troco' });
    expect(response.statusCode, response.body).toBe(201);
    const [closing] = response.json().closings;
    expect(closing).toMatchObject({
      counted: 85,
      expected: 90,
      difference: -5,
      note: 'Faltou troco',
      closedBy: { id: reception.id, name: 'Renata Recepção' },
    });
  });

  it('keeps the first closing when the day is closed again, the latest first', async () => {
    const response = await close(owner, { date: DAY, counted: 90 });
    expect(response.statusCode).toBe(201);
    const { closings } = response.json();
    expect(closings.map((row: { difference: number }) => row.difference)).toEqual([0, -5]);
    const rows = await db.select().from(cashClosings).where(eq(cashClosings.businessDate, DAY));
    expect(rows.filter((row) => row.barbershopId === DEMO_BARBERSHOP_ID)).toHaveLength(2);
  });

  it('lists closings recorded in one tick of the clock latest first, as they came in', async () => {
    // One transaction's now() is the same for all its rows on both databases, as two closings
    // in one millisecond are on PGlite: the latest recorded must still come first.
    const date = addDaysToLocalDate(DAY, -14);
    await db.transaction(async (tx) => {
      const repository = new CashRepository(tx);
      for (const counted of [10, 20, 30, 40]) {
        await repository.insertClosing({
          barbershopId: DEMO_BARBERSHOP_ID,
          businessDate: date,
          countedCents: counted * 100,
          expectedCents: 0,
          differenceCents: counted * 100,
          closedBy: owner.id,
        });
      }
    });
    const response = await get(`/api/admin/cash?date=${date}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().closings.map((closing: { counted: number }) => closing.counted)).toEqual(
      [40, 30, 20, 10],
    );
  });

  it('refuses to close a day still to come, and records nothing', async () => {
    const tomorrow = addDaysToLocalDate(DAY, 1);
    const response = await close(reception, { date: tomorrow, counted: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Não é possível fechar o caixa de um dia que ainda não chegou',
      field: 'date',
    });
    const rows = await db
      .select()
      .from(cashClosings)
      .where(eq(cashClosings.businessDate, tomorrow));
    expect(rows).toEqual([]);
  });

  it('asks for the counted amount in pt-BR', async () => {
    const response = await close(reception, { date: DAY });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Informe o valor contado no caixa' });
  });
});

describe('GET /api/admin/cash/export', () => {
  it('downloads the day as a CSV for Excel-BR, amounts with a decimal comma', async () => {
    const response = await get(`/api/admin/cash/export?date=${DAY}`, reception);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="caixa-${DAY}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Seção;Data;Horário;Cliente;Profissional;Forma de pagamento;Valor (R$)');
    expect(lines).toContain(
      `Total por forma;${DAY.split('-').reverse().join('/')};;;;Dinheiro;90,00`,
    );
    expect(lines.some((line) => line.startsWith('Estorno;') && line.endsWith(';30,00'))).toBe(true);
    expect(
      lines.some((line) => line.startsWith('Dinheiro contado;') && line.endsWith(';90,00')),
    ).toBe(true);
  });
});
