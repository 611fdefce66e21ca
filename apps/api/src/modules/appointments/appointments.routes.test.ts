import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { fromCents } from '@navalha/core/domain/money';
import { addDaysToLocalDate, localDateInZone } from '@navalha/core/domain/format/date-time';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import { services } from '../../db/schema/services.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  findAppointment,
  futureDate,
  insertAppointment,
  SAO_PAULO,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let marina: Actor;
let admin: Actor;
let bruno: Actor;
let rafael: Actor;
let thiago: Actor;
let otherAdmin: Actor;

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

const [corte, barba, , sobrancelha, , , , , maquina] = demoServices;
const UNKNOWN_ID = '6e617661-6c68-4100-8000-00000000dead';

/** A fresh Monday for each test that books, so tests never meet each other's bookings. */
let nextWeek = 0;
function freshMonday(): string {
  nextWeek += 1;
  return futureDate(1, 21 + 7 * nextWeek);
}

/** What the payment screen shows for these services, code and method (core's figures). */
function totalFor(
  items: readonly (typeof demoServices)[number][],
  method: PaymentMethod,
  promoPercent = 0,
): number {
  return fromCents(computeOrderTotals({ items, method, promoPercent }).total);
}

function book(payload: object, actor: Actor = client, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: actor.headers,
    payload,
  });
}

function bookingBody(date: string, time: string, overrides: object = {}) {
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

function call(method: 'GET' | 'PATCH' | 'DELETE', url: string, actor: Actor, payload?: object) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

async function countAppointments(): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(appointments);
  return row?.count ?? 0;
}

async function timesUsed(code = 'NAVALHA10'): Promise<number> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row?.timesUsed ?? -1;
}

describe('promo code uses of bookings that end', () => {
  function promoBody(code: string) {
    return bookingBody(freshMonday(), '10:00', {
      promotionCode: code,
      totalPrice: totalFor([corte, barba], 'PIX', 20),
    });
  }

  it('two cancelled bookings no longer use up a two-use code', async () => {
    await db.insert(promoCodes).values({
      barbershopId: DEMO_BARBERSHOP_ID,
      code: 'DUPLO',
      discountPercent: 20,
      maxUses: 2,
    });
    for (let i = 0; i < 2; i += 1) {
      const booked = await book(promoBody('DUPLO'));
      expect(booked.statusCode, booked.body).toBe(201);
      const cancelled = await call('DELETE', `/api/appointments/${booked.json().id}`, client);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    expect(await timesUsed('DUPLO')).toBe(0);

    const third = await book(promoBody('DUPLO'));
    expect(third.statusCode, third.body).toBe(201);
    expect(await timesUsed('DUPLO')).toBe(1);
  });

  it('an expired booking gives its use back once, and the counter never goes below 0', async () => {
    const [code] = await db
      .insert(promoCodes)
      .values({ barbershopId: DEMO_BARBERSHOP_ID, code: 'EXPIRA', discountPercent: 20, maxUses: 5 })
      .returning();
    const booked = await book(promoBody('EXPIRA'));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await timesUsed('EXPIRA')).toBe(1);
    await db
      .update(appointments)
      .set({ status: 'EXPIRED' })
      .where(eq(appointments.id, booked.json().id));

    const repository = new AppointmentsRepository(db);
    // Two sweeps at once (two instances): the use comes back once.
    const returned = await Promise.all([
      repository.returnPromoCodeUses(new Date()),
      repository.returnPromoCodeUses(new Date()),
    ]);
    expect(returned.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await timesUsed('EXPIRA')).toBe(0);

    // A counter already at 0 (edited by hand) stays at 0.
    const again = await book(promoBody('EXPIRA'));
    await db
      .update(appointments)
      .set({ status: 'EXPIRED' })
      .where(eq(appointments.id, again.json().id));
    await db
      .update(promoCodes)
      .set({ timesUsed: 0 })
      .where(eq(promoCodes.id, code?.id ?? ''));
    await repository.returnPromoCodeUses(new Date());
    expect(await timesUsed('EXPIRA')).toBe(0);
  });

  it("refuses a client's use beyond the code's per-client limit with a clear message", async () => {
    await db.insert(promoCodes).values({
      barbershopId: DEMO_BARBERSHOP_ID,
      code: 'UMAVEZ',
      discountPercent: 20,
      maxUsesPerClient: 1,
    });
    const first = await book(promoBody('UMAVEZ'));
    expect(first.statusCode, first.body).toBe(201);
    const before = await countAppointments();

    const second = await book(promoBody('UMAVEZ'));
    expect(second.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'INVALID_PROMO_CODE',
      message: 'Você já usou este código promocional o máximo de vezes permitido.',
      field: 'promotionCode',
    });
    expect(await countAppointments()).toBe(before);
    expect(await timesUsed('UMAVEZ')).toBe(1);

    // Another client may use it; and the first may again once their booking is cancelled.
    expect((await book(promoBody('UMAVEZ'), marina)).statusCode).toBe(201);
    await call('DELETE', `/api/appointments/${first.json().id}`, client);
    expect((await book(promoBody('UMAVEZ'))).statusCode).toBe(201);
  });
});

describe('POST /api/appointments (booking flow)', () => {
  it('books PENDING with the recomputed price, the promo code and a snapshot', async () => {
    const date = freshMonday();
    const usedBefore = await timesUsed();
    const total = totalFor([corte, barba], 'CREDIT_CARD', 10);

    const response = await book(
      bookingBody(date, '10:00', {
        paymentMethod: 'credit_card',
        totalPrice: total,
        promotionCode: ' navalha10 ',
        notes: 'Primeira vez na barbearia',
      }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    // Corte R$ 50 + Barba R$ 35 (promotion) = 85; −10% = 76.50; +8.4% = 82.93.
    expect(total).toBe(82.93);
    expect(body).toEqual({
      id: expect.any(String),
      clientId: client.id,
      barberId: bruno.id,
      serviceId: corte.id,
      barberShopId: DEMO_BARBERSHOP_ID,
      scheduledTo: spInstant(date, '10:00').toISOString(),
      start_time: spInstant(date, '10:00').toISOString(),
      endsAt: spInstant(date, '11:10').toISOString(),
      scheduledDate: date,
      scheduledTime: '10:00',
      durationMinutes: 70,
      totalPrice: 85,
      final_amount: 82.93,
      discount_amount: 8.5,
      discountAmount: 8.5,
      paymentFee: 6.43,
      paymentMethod: 'CREDIT_CARD',
      promotionCode: 'NAVALHA10',
      notes: 'Primeira vez na barbearia',
      status: 'PENDING',
      paymentStatus: 'PENDING',
      cancellationReason: null,
      cancellationFee: null,
      createdAt: expect.any(String),
      client: { id: client.id, name: 'Carlos Cliente', phone: '(11) 98765-4321', avatarUrl: null },
      service: { name: 'Corte de cabelo + Barba completa', imageUrl: null, durationMinutes: 70 },
      services: [
        {
          id: corte.id,
          name: 'Corte de cabelo',
          price: 50,
          durationMinutes: 40,
          iconKey: 'haircut',
          service_name: 'Corte de cabelo',
          service_price: 50,
          service_duration: 40,
          service_icon: 'haircut',
        },
        {
          id: barba.id,
          name: 'Barba completa',
          price: 35,
          durationMinutes: 30,
          iconKey: 'beard',
          service_name: 'Barba completa',
          service_price: 35,
          service_duration: 30,
          service_icon: 'beard',
        },
      ],
      barber: { id: bruno.id, name: 'Bruno Barbeiro', avatarUrl: null },
      barberShop: {
        id: DEMO_BARBERSHOP_ID,
        name: 'Navalha Barbearia',
        address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP, 01304-001',
      },
    });

    const row = await findAppointment(db, body.id);
    expect(row).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
      subtotalCents: 8500,
      discountCents: 850,
      paymentFeeCents: 643,
      totalCents: 8293,
    });
    const snapshot = await db
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, body.id))
      .orderBy(appointmentServices.position);
    expect(snapshot.map((service) => [service.name, service.priceCents])).toEqual([
      ['Corte de cabelo', 5000],
      ['Barba completa', 3500],
    ]);
    expect(await timesUsed()).toBe(usedBefore + 1);
  });

  it('keeps the snapshot when the catalog changes later', async () => {
    const response = await book(
      bookingBody(freshMonday(), '13:00', {
        serviceIds: [sobrancelha.id],
        totalPrice: totalFor([sobrancelha], 'PIX'),
      }),
    );
    await db
      .update(services)
      .set({ name: 'Sobrancelha VIP', priceCents: 9900 })
      .where(eq(services.id, sobrancelha.id));
    try {
      const again = await call('GET', `/api/appointments/${response.json().id}`, client);
      expect(again.json().services[0]).toMatchObject({ name: 'Sobrancelha', price: 20 });
      expect(again.json().totalPrice).toBe(20);
    } finally {
      await db
        .update(services)
        .set({ name: sobrancelha.name, priceCents: sobrancelha.priceCents })
        .where(eq(services.id, sobrancelha.id));
    }
  });

  it('refuses a different totalPrice with the current figures, and writes nothing', async () => {
    const before = await countAppointments();
    const response = await book(bookingBody(freshMonday(), '10:00', { totalPrice: 80 }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'PRICE_CHANGED',
      message: 'O valor do agendamento mudou. Confira o novo total e confirme novamente.',
      field: 'totalPrice',
      details: { subtotal: 85, discount: 0, paymentFee: 0.85, total: 85.85 },
    });
    expect(await countAppointments()).toBe(before);
  });

  it('refuses unknown, expired, inactive and used-up codes, and writes nothing', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    await db.insert(promoCodes).values([
      {
        barbershopId: DEMO_BARBERSHOP_ID,
        code: 'VERAO',
        discountPercent: 15,
        validUntil: yesterday,
      },
      { barbershopId: DEMO_BARBERSHOP_ID, code: 'PAUSADO', discountPercent: 15, isActive: false },
      {
        barbershopId: DEMO_BARBERSHOP_ID,
        code: 'ESGOTADO',
        discountPercent: 15,
        maxUses: 1,
        timesUsed: 1,
      },
    ]);
    const before = await countAppointments();
    for (const code of ['NAOEXISTE', 'verao', 'PAUSADO', 'ESGOTADO']) {
      const response = await book(
        bookingBody(freshMonday(), '10:00', {
          promotionCode: code,
          totalPrice: totalFor([corte, barba], 'PIX', 15),
        }),
      );
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'INVALID_PROMO_CODE',
        message: 'Código promocional inválido ou expirado',
        field: 'promotionCode',
      });
    }
    expect(await countAppointments()).toBe(before);
  });

  it('refuses a time that has passed', async () => {
    const yesterday = addDaysToLocalDate(localDateInZone(new Date(), SAO_PAULO), -1);
    const response = await book(bookingBody(yesterday, '10:00'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BOOKING_IN_PAST',
      message: 'A data e hora selecionadas devem estar no futuro',
    });
  });

  it('refuses times outside working hours, in the lunch break, or off the grid', async () => {
    const date = freshMonday();
    const before = await countAppointments();
    const cases: [string, string, string][] = [
      [date, '20:00', 'OUTSIDE_WORKING_HOURS'],
      [date, '08:30', 'OUTSIDE_WORKING_HOURS'],
      [date, '12:00', 'OUTSIDE_WORKING_HOURS'],
      // 70 minutes from 11:30 would run into lunch; from 18:00 past closing.
      [date, '11:30', 'OUTSIDE_WORKING_HOURS'],
      [date, '18:00', 'OUTSIDE_WORKING_HOURS'],
      [addDaysToLocalDate(date, -1), '10:00', 'OUTSIDE_WORKING_HOURS'],
      [date, '10:10', 'NOT_A_SLOT'],
    ];
    for (const [day, time, code] of cases) {
      const response = await book(bookingBody(day, time));
      expect(response.statusCode, `${day} ${time}`).toBe(409);
      expect(response.json().code, `${day} ${time}`).toBe(code);
    }
    const lunch = await book(bookingBody(date, '12:30'));
    expect(lunch.json()).toMatchObject({
      message: 'O horário escolhido está fora do expediente do barbeiro.',
      field: 'scheduledTime',
    });
    expect(await countAppointments()).toBe(before);
  });

  it("refuses a time inside the shop's minimum notice", async () => {
    const date = freshMonday();
    const shopId = await createShop(db, 'Barbearia Antecedência');
    await db
      .update(barbershops)
      .set({ settings: barbershopSettingsSchema.parse({ minNoticeMinutes: 120 }) })
      .where(eq(barbershops.id, shopId));
    const serviceId = await createService(db, shopId, { priceCents: 4000 });
    const barber = await createBarber(db, shopId, [serviceId]);
    const clockApp = await buildTestApp(testApp.database, {}, () => spInstant(date, '09:10'));
    try {
      const body = {
        serviceIds: [serviceId],
        barberIds: [barber.id],
        scheduledDate: date,
        scheduledTime: '10:00',
        paymentMethod: 'CASH',
        totalPrice: 40,
      };
      const tooSoon = await book(body, client, clockApp);
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json()).toMatchObject({
        code: 'TOO_SOON',
        message: 'Este horário está muito próximo. Escolha um horário mais tarde.',
      });
      const later = await book({ ...body, scheduledTime: '11:30' }, client, clockApp);
      expect(later.statusCode).toBe(201);
    } finally {
      await clockApp.close();
    }
  });

  it('refuses a taken time with 409 SLOT_UNAVAILABLE', async () => {
    const date = freshMonday();
    await insertAppointment(db, {
      clientId: marina.id,
      barberId: bruno.id,
      startsAt: spInstant(date, '10:30'),
    });
    const response = await book(bookingBody(date, '10:00'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'SLOT_UNAVAILABLE',
      message: 'Horário indisponível. Escolha outro horário.',
    });
  });

  it('gives the booking to the free barber with the fewest bookings that day, then the smallest id', async () => {
    const date = freshMonday();
    const [first, second] = [bruno, rafael].sort((a, b) => (a.id < b.id ? -1 : 1));
    if (!first || !second) throw new Error('two barbers expected');
    const body = bookingBody(date, '15:00', { barberIds: [second.id, first.id] });

    const tie = await book(body);
    expect(tie.json().barberId).toBe(first.id);

    // first holds one booking that day now, second none.
    const next = await book({ ...body, scheduledTime: '16:30' }, marina);
    expect(next.json().barberId).toBe(second.id);

    // Two for first (09:00 and 15:00), one for second: second again, whatever the ids. The
    // second's bookings late the day before and early the day after are other days' load.
    await insertAppointment(db, {
      clientId: marina.id,
      barberId: first.id,
      startsAt: spInstant(date, '09:00'),
    });
    for (const [day, time] of [
      [addDaysToLocalDate(date, -1), '23:00'],
      [addDaysToLocalDate(date, 1), '00:00'],
      [addDaysToLocalDate(date, 1), '09:00'],
    ] as const) {
      await insertAppointment(db, {
        clientId: marina.id,
        barberId: second.id,
        startsAt: spInstant(day, time),
      });
    }
    const fewest = await book({ ...body, scheduledTime: '13:00' }, marina);
    expect(fewest.json().barberId).toBe(second.id);
  });

  it('refuses services a chosen barber does not offer, or of no single shop', async () => {
    const date = freshMonday();
    const notOffered = await book(
      bookingBody(date, '10:00', {
        barberIds: [thiago.id],
        serviceIds: [maquina.id],
        totalPrice: totalFor([maquina], 'PIX'),
      }),
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().code).toBe('SERVICE_NOT_OFFERED');

    const otherShop = await createShop(db, 'Outra');
    const foreignService = await createService(db, otherShop);
    const mixed = await book(
      bookingBody(date, '10:00', { serviceIds: [corte.id, foreignService] }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      code: 'BARBERSHOP_UNKNOWN',
      message: 'Não foi possível identificar a barbearia. Por favor, tente novamente.',
    });
  });

  it('answers 404 for unknown or inactive services and unknown barbers', async () => {
    const date = freshMonday();
    const inactive = await createService(db, DEMO_BARBERSHOP_ID, { name: 'Antigo' });
    await db.update(services).set({ isActive: false }).where(eq(services.id, inactive));
    for (const [overrides, message] of [
      [{ serviceIds: [UNKNOWN_ID] }, 'Serviço não encontrado'],
      [{ serviceIds: [inactive] }, 'Serviço não encontrado'],
      [{ barberIds: [UNKNOWN_ID] }, 'Barbeiro não encontrado'],
      [{ barberIds: [client.id] }, 'Barbeiro não encontrado'],
    ] as const) {
      const response = await book(bookingBody(date, '10:00', overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
  });

  it("answers incomplete bodies with the spec's message and the field", async () => {
    const date = freshMonday();
    const complete = bookingBody(date, '10:00');
    for (const field of [
      'serviceIds',
      'barberIds',
      'scheduledDate',
      'scheduledTime',
      'paymentMethod',
      'totalPrice',
    ]) {
      const { [field as keyof typeof complete]: _omitted, ...rest } = complete;
      const response = await book(rest);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_ERROR',
        message: 'Dados incompletos para o agendamento',
        field,
      });
    }
    const unsupported = await book({ ...complete, paymentMethod: 'apple_pay' });
    expect(unsupported.json()).toMatchObject({
      message: 'Método de pagamento não suportado',
      field: 'paymentMethod',
    });
  });
});

describe('POST /api/appointments (simple body)', () => {
  it('books one service at an instant, the method left to the payment step', async () => {
    const date = freshMonday();
    const response = await book({
      barberId: rafael.id,
      serviceId: corte.id,
      scheduledTo: spInstant(date, '14:00').toISOString(),
      totalPrice: 50,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      barberId: rafael.id,
      scheduledDate: date,
      scheduledTime: '14:00',
      paymentMethod: null,
      totalPrice: 50,
      paymentFee: 0,
      final_amount: 50,
    });
  });

  it('refuses an instant off the grid and one without a zone', async () => {
    const date = freshMonday();
    const seconds = await book({
      barberId: rafael.id,
      serviceId: corte.id,
      scheduledTo: new Date(spInstant(date, '14:00').getTime() + 30_000).toISOString(),
      totalPrice: 50,
    });
    expect(seconds.statusCode).toBe(409);
    expect(seconds.json().code).toBe('NOT_A_SLOT');

    const noZone = await book({
      barberId: rafael.id,
      serviceId: corte.id,
      scheduledTo: `${date}T14:00:00`,
      totalPrice: 50,
    });
    expect(noZone.json()).toMatchObject({
      statusCode: 400,
      field: 'scheduledTo',
      message: 'Data e hora inválidas.',
    });
  });
});

describe('client lists', () => {
  it('lists the history newest first, a page at a time, only the client’s own', async () => {
    const first = await call('GET', '/api/appointments/my-history?limit=5', client);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, limit: 5 });
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const starts = body.data.map((appointment: { scheduledTo: string }) => appointment.scheduledTo);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(new Set(body.data.map((a: { clientId: string }) => a.clientId))).toEqual(
      new Set([client.id]),
    );

    const second = await call('GET', '/api/appointments/my-history?page=2&limit=5', client);
    expect(second.json().data[0].scheduledTo <= starts.at(-1)).toBe(true);
  });

  it('lists active bookings soonest first, without finished or cancelled ones', async () => {
    const response = await call('GET', '/api/appointments/my-appointments', client);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { status: string; scheduledTo: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.status === 'PENDING' || a.status === 'CONFIRMED')).toBe(true);
    expect(list.every((a) => new Date(a.scheduledTo).getTime() > Date.now() - 3 * 3_600_000)).toBe(
      true,
    );
    const starts = list.map((a) => a.scheduledTo);
    expect([...starts].sort()).toEqual(starts);
  });

  it('reads in a fixed number of queries whatever the page size', async () => {
    const { countQueries } = await import('../../test/query-counter.js');
    const one = await countQueries(db, () =>
      call('GET', '/api/appointments/my-history?limit=1', client),
    );
    const many = await countQueries(db, () =>
      call('GET', '/api/appointments/my-history?limit=100', client),
    );
    expect(one).toBe(2);
    expect(many).toBe(2);
  });
});

describe('GET /api/appointments/barber/my-appointments', () => {
  it("lists the barber's own day with each client's contact", async () => {
    const date = freshMonday();
    const mine = await insertAppointment(db, {
      clientId: marina.id,
      barberId: thiago.id,
      startsAt: spInstant(date, '15:00'),
    });
    const earlier = await insertAppointment(db, {
      clientId: client.id,
      barberId: thiago.id,
      startsAt: spInstant(date, '09:00'),
      status: 'CANCELLED',
    });
    await insertAppointment(db, {
      clientId: client.id,
      barberId: rafael.id,
      startsAt: spInstant(date, '10:00'),
    });

    const response = await call(
      'GET',
      `/api/appointments/barber/my-appointments?date=${date}`,
      thiago,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((a: { id: string }) => a.id)).toEqual([earlier, mine]);
    expect(body.data[1].client).toEqual({
      id: marina.id,
      name: 'Marina Costa',
      phone: '(11) 91098-7654',
      avatarUrl: null,
    });

    const upcoming = await call('GET', '/api/appointments/barber/my-appointments', thiago);
    expect(upcoming.json().data.every((a: { barberId: string }) => a.barberId === thiago.id)).toBe(
      true,
    );
    expect(upcoming.json().data.map((a: { id: string }) => a.id)).toContain(mine);
  });
});

describe('GET /api/appointments/{id}', () => {
  it('shows an appointment to its client, its barber and its shop, 404 to anyone else', async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: rafael.id,
      startsAt: spInstant(freshMonday(), '10:00'),
    });
    for (const actor of [client, rafael, admin]) {
      expect((await call('GET', `/api/appointments/${id}`, actor)).statusCode).toBe(200);
    }
    for (const actor of [marina, bruno, otherAdmin]) {
      const response = await call('GET', `/api/appointments/${id}`, actor);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Agendamento não encontrado' });
    }
  });
});

describe('PATCH /api/appointments/{id} (reschedule)', () => {
  it('moves a PENDING booking and frees its old time', async () => {
    const date = freshMonday();
    const booked = await book(bookingBody(date, '10:00'));
    const id = booked.json().id;

    // 10:30 overlaps the booking's own 10:00–11:10: only other bookings count.
    const moved = await call('PATCH', `/api/appointments/${id}`, client, {
      scheduledDate: date,
      scheduledTime: '10:30',
      notes: 'Chego um pouco depois',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      scheduledTime: '10:30',
      durationMinutes: 70,
      notes: 'Chego um pouco depois',
      final_amount: booked.json().final_amount,
    });
    const row = await findAppointment(db, id);
    expect(row?.startsAt).toEqual(spInstant(date, '10:30'));
    expect(row?.endsAt).toEqual(spInstant(date, '11:40'));

    const other = await book(
      bookingBody(date, '09:00', { serviceIds: [barba.id], totalPrice: totalFor([barba], 'PIX') }),
      marina,
    );
    expect(other.statusCode).toBe(201);
  });

  it('refuses a taken time, a time outside hours, and a booking that is not PENDING', async () => {
    const date = freshMonday();
    const id = (await book(bookingBody(date, '10:00'))).json().id;
    await insertAppointment(db, {
      clientId: marina.id,
      barberId: bruno.id,
      startsAt: spInstant(date, '15:00'),
    });

    const taken = await call('PATCH', `/api/appointments/${id}`, client, {
      scheduledDate: date,
      scheduledTime: '14:30',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_UNAVAILABLE');

    const lunch = await call('PATCH', `/api/appointments/${id}`, client, {
      scheduledDate: date,
      scheduledTime: '12:00',
    });
    expect(lunch.json().code).toBe('OUTSIDE_WORKING_HOURS');
    expect((await findAppointment(db, id))?.startsAt).toEqual(spInstant(date, '10:00'));

    await call('PATCH', `/api/appointments/${id}/confirm`, bruno);
    const confirmed = await call('PATCH', `/api/appointments/${id}`, client, {
      scheduledDate: date,
      scheduledTime: '16:00',
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível reagendar um agendamento confirmado.',
    });
  });

  it("answers 404 for another client's booking", async () => {
    const date = freshMonday();
    const id = (await book(bookingBody(date, '10:00'))).json().id;
    const response = await call('PATCH', `/api/appointments/${id}`, marina, {
      scheduledDate: date,
      scheduledTime: '16:00',
    });
    expect(response.statusCode).toBe(404);
    expect((await findAppointment(db, id))?.startsAt).toEqual(spInstant(date, '10:00'));
  });
});

describe('DELETE /api/appointments/{id} (client cancel)', () => {
  it('is free more than 24 h ahead, and frees the time', async () => {
    const date = freshMonday();
    const id = (await book(bookingBody(date, '10:00'))).json().id;

    const response = await call('DELETE', `/api/appointments/${id}`, client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      status: 'CANCELLED',
      cancellationFee: 0,
      canCancelFree: true,
    });
    expect(await findAppointment(db, id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      cancellationFeeCents: 0,
    });
    expect((await book(bookingBody(date, '10:00'), marina)).statusCode).toBe(201);
  });

  it('costs 50% of the total inside 24 h', async () => {
    // A barber of their own: in three hours it may be tomorrow, where the seed books others.
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: new Date(Date.now() + 3 * 3_600_000),
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      totalCents: 7317,
    });
    const response = await call('DELETE', `/api/appointments/${id}`, client);
    expect(response.json()).toEqual({
      id,
      status: 'CANCELLED',
      cancellationFee: 36.59,
      canCancelFree: false,
    });
    expect(await findAppointment(db, id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'COMPLETED',
      cancellationFeeCents: 3659,
    });
  });

  it('refuses a client’s cancellation once the booking has started: no refund, nothing changes', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, []);
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: new Date(Date.now() - 10 * 60_000),
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      totalCents: 5000,
    });
    const refused = await call('DELETE', `/api/appointments/${id}`, client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message:
        'Este horário já começou e não pode mais ser cancelado pelo app. Fale com a barbearia.',
    });
    expect(await findAppointment(db, id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      cancellationFeeCents: null,
    });
  });

  it('refuses to cancel a finished booking, and answers 404 for someone else’s', async () => {
    const completed = await insertAppointment(db, {
      clientId: client.id,
      barberId: thiago.id,
      startsAt: spInstant(addDaysToLocalDate(localDateInZone(new Date(), SAO_PAULO), -3), '10:00'),
      status: 'COMPLETED',
    });
    const refused = await call('DELETE', `/api/appointments/${completed}`, client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível cancelar um agendamento concluído.',
    });
    expect((await call('DELETE', `/api/appointments/${completed}`, marina)).statusCode).toBe(404);
    expect((await findAppointment(db, completed))?.status).toBe('COMPLETED');
  });
});

describe('barber transitions', () => {
  it('confirms a PENDING booking once', async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: spInstant(freshMonday(), '10:00'),
    });
    const confirmed = await call('PATCH', `/api/appointments/${id}/confirm`, bruno);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'CONFIRMED' });
    expect((await findAppointment(db, id))?.status).toBe('CONFIRMED');

    const again = await call('PATCH', `/api/appointments/${id}/confirm`, bruno);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível confirmar um agendamento confirmado.',
    });
  });

  it('rejects with a reason, which is required', async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: spInstant(freshMonday(), '10:00'),
    });
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await call('PATCH', `/api/appointments/${id}/reject`, bruno, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'reason',
        message: 'Informe o motivo da recusa.',
      });
    }
    const rejected = await call('PATCH', `/api/appointments/${id}/reject`, bruno, {
      reason: 'Barbeiro doente',
    });
    expect(rejected.json()).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Barbeiro doente',
      paymentStatus: 'CANCELLED',
    });
  });

  it('completes a CONFIRMED booking once it has started', async () => {
    const future = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: spInstant(freshMonday(), '10:00'),
      status: 'CONFIRMED',
    });
    const early = await call('PATCH', `/api/appointments/${future}/complete`, bruno);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'O atendimento só pode ser concluído depois do horário de início.',
    });

    const started = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: new Date(Date.now() - 20 * 60_000),
      status: 'CONFIRMED',
      durationMinutes: 15,
    });
    const completed = await call('PATCH', `/api/appointments/${started}/complete`, bruno);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().status).toBe('COMPLETED');

    const pending = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: new Date(Date.now() - 60 * 60_000),
      durationMinutes: 15,
    });
    const notConfirmed = await call('PATCH', `/api/appointments/${pending}/complete`, bruno);
    expect(notConfirmed.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível concluir um agendamento pendente.',
    });
  });

  it("lets the shop's admin act, and answers 404 to another barber or shop", async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: spInstant(freshMonday(), '10:00'),
    });
    for (const actor of [rafael, otherAdmin]) {
      const response = await call('PATCH', `/api/appointments/${id}/confirm`, actor);
      expect(response.statusCode).toBe(404);
    }
    expect((await findAppointment(db, id))?.status).toBe('PENDING');
    const byAdmin = await call('PATCH', `/api/appointments/${id}/confirm`, admin);
    expect(byAdmin.json().status).toBe('CONFIRMED');
    const rows = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.status, 'CONFIRMED')));
    expect(rows).toHaveLength(1);
  });
});
