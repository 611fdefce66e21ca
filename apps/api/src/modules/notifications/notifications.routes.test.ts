import { fromCents } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { insertNotification, notificationsOf, outboxOf } from '../../test/notification-fixtures.js';
import { cardToken, freshDay, insertBooking } from '../../test/payment-fixtures.js';
import {
  createUser,
  demoActor,
  demoServices,
  insertAppointment,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let marina: Actor;
let bruno: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  marina = await demoActor(db, 'marina@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

function call(
  actor: Actor,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

/** The newest notifications of a user, as the bell lists them. */
async function bell(actor: Actor) {
  const response = await call(actor, 'GET', '/api/notifications?limit=50');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: {
      id: string;
      type: string;
      title: string;
      body: string;
      link: string | null;
      appointmentId: string | null;
      readAt: string | null;
    }[];
    unreadCount: number;
    total: number;
  };
}

async function notificationsAbout(actor: Actor, appointmentId: string) {
  return (await bell(actor)).data.filter((item) => item.appointmentId === appointmentId);
}

describe('GET /api/notifications', () => {
  it("lists only the reader's own, newest first, paginated, with the unread count", async () => {
    const reader = await createUser(db, 'CLIENT', null, 'Leitor Teste');
    const base = Date.now() - 60_000;
    for (let index = 0; index < 3; index += 1) {
      await insertNotification(db, reader.id, {
        title: `N${index}`,
        createdAt: new Date(base + index * 1_000),
        readAt: index === 0 ? new Date() : null,
      });
    }
    await insertNotification(db, marina.id, { title: 'De outra pessoa' });

    const first = await call(reader, 'GET', '/api/notifications?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      page: 1,
      limit: 2,
      total: 3,
      unreadCount: 2,
      data: [
        { title: 'N2', readAt: null, link: '/mybookings' },
        { title: 'N1', readAt: null },
      ],
    });
    const second = await call(reader, 'GET', '/api/notifications?limit=2&page=2');
    expect(second.json()).toMatchObject({ total: 3, unreadCount: 2, data: [{ title: 'N0' }] });
    expect(second.json().data[0].readAt).toEqual(expect.any(String));
  });

  it('answers an empty list to someone with none', async () => {
    const reader = await createUser(db, 'BARBER', null);
    expect((await call(reader, 'GET', '/api/notifications')).json()).toEqual({
      data: [],
      page: 1,
      limit: 20,
      total: 0,
      unreadCount: 0,
    });
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('marking notifications read', () => {
  it('marks one read, again harmlessly, and answers what is left unread', async () => {
    const reader = await createUser(db, 'CLIENT', null);
    const first = await insertNotification(db, reader.id);
    await insertNotification(db, reader.id);

    const read = await call(reader, 'PATCH', `/api/notifications/${first}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 1 });
    const [row] = (await notificationsOf(db, reader.id)).filter((item) => item.id === first);
    expect(row?.readAt).toBeInstanceOf(Date);

    const again = await call(reader, 'PATCH', `/api/notifications/${first}/read`);
    expect(again.json()).toEqual({ unreadCount: 1 });
    const [after] = (await notificationsOf(db, reader.id)).filter((item) => item.id === first);
    expect(after?.readAt).toEqual(row?.readAt);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const theirs = await insertNotification(db, marina.id);
    const response = await call(client, 'PATCH', `/api/notifications/${theirs}/read`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Notificação não encontrada',
    });
    const [row] = (await notificationsOf(db, marina.id)).filter((item) => item.id === theirs);
    expect(row?.readAt).toBeNull();
  });

  it("marks all of the reader's read, and nobody else's", async () => {
    const reader = await createUser(db, 'CLIENT', null);
    await insertNotification(db, reader.id);
    await insertNotification(db, reader.id);
    const other = await insertNotification(db, marina.id);

    const response = await call(reader, 'POST', '/api/notifications/read-all');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 0 });
    expect((await notificationsOf(db, reader.id)).every((row) => row.readAt !== null)).toBe(true);
    const [theirs] = (await notificationsOf(db, marina.id)).filter((item) => item.id === other);
    expect(theirs?.readAt).toBeNull();
  });
});

describe('notifications of a booking’s life', () => {
  const corte = demoServices[0];

  it('tells the barber and the client of a new booking, with an e-mail copy each', async () => {
    const date = freshDay();
    const booked = await call(client, 'POST', '/api/appointments', {
      serviceIds: [corte.id],
      barberIds: [bruno.id],
      scheduledDate: date,
      scheduledTime: '15:00',
      paymentMethod: 'CASH',
      totalPrice: fromCents(computeOrderTotals({ items: [corte], method: 'CASH' }).total),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const when = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} às 15:00`;

    const [toBarber] = await notificationsAbout(bruno, id);
    expect(toBarber).toMatchObject({
      type: 'APPOINTMENT_REQUESTED',
      title: 'Novo agendamento',
      body: `Carlos agendou ${corte.name} para ${when}.`,
      link: '/barber',
      readAt: null,
    });
    const [toClient] = await notificationsAbout(client, id);
    expect(toClient).toMatchObject({
      title: 'Agendamento solicitado',
      body: `Seu pedido de ${corte.name} com Bruno para ${when} foi enviado.`,
      link: `/appointment/${id}`,
    });
    expect(await outboxOf(db, toBarber!.id)).toMatchObject([{ attempts: 0, sentAt: null }]);
  });

  it('writes nothing when the booking fails', async () => {
    const before = (await bell(bruno)).total;
    const refused = await call(client, 'POST', '/api/appointments', {
      serviceIds: [corte.id],
      barberIds: [bruno.id],
      scheduledDate: freshDay(),
      scheduledTime: '15:00',
      paymentMethod: 'CASH',
      totalPrice: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect((await bell(bruno)).total).toBe(before);
  });

  it('tells the client when the barber confirms, and the reason when the barber rejects', async () => {
    const confirmed = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CASH',
    });
    expect(
      (await call(bruno, 'PATCH', `/api/appointments/${confirmed.id}/confirm`)).statusCode,
    ).toBe(200);
    expect(await notificationsAbout(client, confirmed.id)).toMatchObject([
      {
        type: 'APPOINTMENT_CONFIRMED',
        title: 'Agendamento confirmado',
        body: expect.stringMatching(
          /^Bruno confirmou seu horário de \d\d\/\d\d\/\d{4} às 07:00\.$/,
        ),
      },
    ]);

    const rejected = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CASH',
    });
    const answer = await call(bruno, 'PATCH', `/api/appointments/${rejected.id}/reject`, {
      reason: 'Barbearia fechada para reforma',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await notificationsAbout(client, rejected.id)).toMatchObject([
      {
        type: 'APPOINTMENT_REJECTED',
        title: 'Agendamento recusado',
        body: expect.stringMatching(/ às 07:00\. Motivo: Barbearia fechada para reforma$/),
      },
    ]);
  });

  it('tells the barber when the client cancels, and nobody of a refused cancellation', async () => {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CASH',
    });
    expect((await call(client, 'DELETE', `/api/appointments/${booking.id}`)).statusCode).toBe(200);
    expect(await notificationsAbout(bruno, booking.id)).toMatchObject([
      {
        type: 'APPOINTMENT_CANCELLED',
        body: expect.stringMatching(/^Carlos cancelou o horário de /),
      },
    ]);
    expect(await notificationsAbout(client, booking.id)).toEqual([]);
    // Cancelled already: the second cancellation is refused and says nothing new.
    expect((await call(client, 'DELETE', `/api/appointments/${booking.id}`)).statusCode).toBe(409);
    expect(await notificationsAbout(bruno, booking.id)).toHaveLength(1);
  });

  it('tells the client of a late cancellation the fee kept, even on cash (issue 18 §2)', async () => {
    // Three hours ahead: inside the demo shop's 24 h window, so 50% of R$ 40,00 is kept.
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: new Date(Date.now() + 3 * 3_600_000),
      status: 'CONFIRMED',
      totalCents: 4000,
    });
    const answer = await call(client, 'DELETE', `/api/appointments/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await notificationsAbout(client, id)).toMatchObject([
      {
        type: 'APPOINTMENT_CANCELLED',
        title: 'Cancelamento confirmado',
        body: expect.stringMatching(/\. Taxa de cancelamento: R\$\s20,00\.$/),
      },
    ]);
  });

  it('asks the client to review a completed appointment', async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: new Date(Date.now() - 30 * 60_000),
      durationMinutes: 15,
      status: 'CONFIRMED',
    });
    const done = await call(bruno, 'PATCH', `/api/appointments/${id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await notificationsAbout(client, id)).toMatchObject([
      { type: 'APPOINTMENT_COMPLETED', title: 'Atendimento concluído', link: `/review/${id}` },
    ]);
  });

  it('tells the client once when the payment is approved', async () => {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CREDIT_CARD',
    });
    const paid = await call(client, 'POST', '/api/payments/card/create', {
      appointmentId: booking.id,
      amount: booking.amount,
      cardToken: await cardToken(app, client, 'APRO'),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const notices = await notificationsAbout(client, booking.id);
    expect(notices).toMatchObject([
      {
        type: 'APPOINTMENT_PAID',
        title: 'Pagamento confirmado',
        body: expect.stringMatching(/^Recebemos R\$\s[\d.,]+ do seu agendamento de /),
      },
    ]);
  });

  it('tells the client, with an e-mail copy, when the wallet pays, and nothing when it is short', async () => {
    const payer = await createUser(db, 'CLIENT', null, 'Pagante Carteira');
    const paid = await insertBooking(db, {
      clientId: payer.id,
      barberId: bruno.id,
      method: 'WALLET',
    });
    const deposit = await call(payer, 'POST', '/api/wallet/deposits', { amount: paid.amount });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const approved = await call(payer, 'POST', `/api/wallet/deposits/${deposit.json().id}/mock`, {
      status: 'approved',
    });
    expect(approved.json()).toMatchObject({ status: 'COMPLETED' });

    const payment = await call(payer, 'POST', '/api/payments/create', {
      appointmentId: paid.id,
      amount: paid.amount,
      method: 'wallet',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const notices = await notificationsAbout(payer, paid.id);
    expect(notices).toMatchObject([
      {
        type: 'APPOINTMENT_PAID',
        title: 'Pagamento confirmado',
        body: expect.stringMatching(/^Recebemos R\$\s[\d.,]+ do seu agendamento de /),
        link: `/appointment/${paid.id}`,
      },
    ]);
    expect(await outboxOf(db, notices[0]!.id)).toMatchObject([{ attempts: 0, sentAt: null }]);

    // The balance is spent: the next booking is refused and nobody hears of a payment.
    const refused = await insertBooking(db, {
      clientId: payer.id,
      barberId: bruno.id,
      method: 'WALLET',
    });
    const short = await call(payer, 'POST', '/api/payments/create', {
      appointmentId: refused.id,
      amount: refused.amount,
      method: 'wallet',
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Saldo insuficiente na carteira',
    });
    expect(await notificationsAbout(payer, refused.id)).toEqual([]);
    expect(await notificationsAbout(bruno, refused.id)).toEqual([]);
  });
});
