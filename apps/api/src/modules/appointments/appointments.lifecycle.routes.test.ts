import { addDaysToLocalDate, localDateInZone } from '@navalha/core/domain/format/date-time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.js';
import {
  createBarber,
  DEMO_BARBERSHOP_ID,
  findAppointment,
  insertAppointment,
  SAO_PAULO,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import {
  admin,
  barba,
  book,
  bookingBody,
  bruno,
  call,
  client,
  db,
  freshMonday,
  marina,
  otherAdmin,
  rafael,
  setupAppointmentsApp,
  thiago,
  totalFor,
} from './appointments.routes.test-helpers.js';

/** A booking after it is made: rescheduled, cancelled by its client, or moved on by its barber. */

setupAppointmentsApp();

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

  it('refuses a taken time, a time outside hours, and a booking that has ended', async () => {
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

    await call('DELETE', `/api/appointments/${id}`, client);
    const cancelled = await call('PATCH', `/api/appointments/${id}`, client, {
      scheduledDate: date,
      scheduledTime: '16:00',
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível reagendar um agendamento cancelado.',
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
