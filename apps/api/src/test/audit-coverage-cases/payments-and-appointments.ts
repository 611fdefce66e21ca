import { expect } from 'vitest';
import { booking, cashPayment, newBarber } from '../audit-coverage-fixtures.js';
import type { LoggedChange } from '../audit-coverage-fixtures.js';
import { cardToken, insertBooking } from '../payment-fixtures.js';

/** Changes the shop makes to payments and bookings. */
export const paymentAndAppointmentChanges: LoggedChange[] = [
  {
    route: 'confirmPayment',
    label: 'a cash payment confirmed',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await cashPayment(world);
      return {
        url: `/api/payments/${id}/confirm`,
        entries: () => [
          {
            action: 'payment.confirm_cash',
            entityId: id,
            before: { status: 'PENDING', method: 'CASH' },
            after: { status: 'COMPLETED', method: 'CASH' },
          },
        ],
      };
    },
  },

  {
    route: 'refundPayment',
    label: 'a card payment refunded',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      const fixture = await insertBooking(world.db, {
        clientId: world.client.id,
        barberId: barber.id,
        method: 'CREDIT_CARD',
      });
      const paid = await world.app.inject({
        method: 'POST',
        url: '/api/payments/card/create',
        headers: world.client.headers,
        payload: {
          appointmentId: fixture.id,
          amount: fixture.amount,
          cardToken: await cardToken(world.app, world.client, 'APRO'),
        },
      });
      expect(paid.json(), paid.body).toMatchObject({ status: 'paid' });
      const id: string = paid.json().id;
      return {
        url: `/api/payments/${id}/refund`,
        payload: { reason: 'Serviço não prestado' },
        entries: () => [
          {
            action: 'payment.refund',
            entityId: id,
            before: { status: 'COMPLETED', refundedAmountCents: null },
            after: { status: 'REFUNDED', reason: 'Serviço não prestado' },
          },
        ],
      };
    },
  },

  {
    route: 'cancelPayment',
    label: 'a cash payment cancelled by the shop',
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const id = await cashPayment(world);
      return {
        url: `/api/payments/${id}/cancel`,
        payload: { reason: 'Cliente não veio' },
        entries: () => [
          {
            action: 'payment.cancel',
            entityId: id,
            before: { status: 'PENDING' },
            after: { status: 'CANCELLED', reason: 'Cliente não veio' },
          },
        ],
      };
    },
  },

  {
    route: 'confirmAppointment',
    label: 'a booking confirmed by the shop',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'PENDING', 72);
      return {
        url: `/api/appointments/${id}/confirm`,
        entries: () => [
          {
            action: 'appointment.confirm',
            entityId: id,
            before: { status: 'PENDING' },
            after: { status: 'CONFIRMED' },
          },
        ],
      };
    },
  },

  {
    route: 'rejectAppointment',
    label: 'a booking rejected by the shop',
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'PENDING', 72);
      return {
        url: `/api/appointments/${id}/reject`,
        payload: { reason: 'Barbearia fechada' },
        entries: () => [
          {
            action: 'appointment.reject',
            entityId: id,
            before: { status: 'PENDING', reason: null },
            after: { status: 'CANCELLED', reason: 'Barbearia fechada' },
          },
        ],
      };
    },
  },

  {
    route: 'completeAppointment',
    label: 'a started booking completed by the shop',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'CONFIRMED', -1);
      return {
        url: `/api/appointments/${id}/complete`,
        entries: () => [
          {
            action: 'appointment.complete',
            entityId: id,
            before: { status: 'CONFIRMED' },
            after: { status: 'COMPLETED' },
          },
        ],
      };
    },
  },
];
