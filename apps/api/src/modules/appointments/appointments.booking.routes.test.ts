import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { addDaysToLocalDate, localDateInZone } from '@navalha/core/domain/format/date-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import { services } from '../../db/schema/services.js';
import {
  createBarber,
  createService,
  createShop,
  DEMO_BARBERSHOP_ID,
  findAppointment,
  insertAppointment,
  SAO_PAULO,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import { buildTestApp } from '../../test/test-app.js';
import {
  UNKNOWN_ID,
  barba,
  book,
  bookingBody,
  bruno,
  call,
  client,
  corte,
  countAppointments,
  db,
  freshMonday,
  maquina,
  marina,
  rafael,
  setupAppointmentsApp,
  sobrancelha,
  testApp,
  thiago,
  timesUsed,
  totalFor,
} from './appointments.routes.test-helpers.js';

/** POST /api/appointments: prices, promo codes, times, barbers and the answers to bad bodies. */

setupAppointmentsApp();

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
    expect(Date.parse(body.payBy) - Date.parse(body.createdAt)).toBe(30 * 60_000);
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
      // Unpaid online: 'Pagar agora' until the booking is released (issue 18 §3).
      payBy: expect.any(String),
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
      reviewRating: null,
      depositAmount: null,
      paidAmount: 0,
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
