import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import { cardToken } from './payment-fixtures.js';
import { createService, DEMO_BARBERSHOP_ID, futureDate, spInstant } from './scheduling-fixtures.js';
import {
  app,
  appointmentFor,
  barberFor,
  corte,
  db,
  freshMonday,
  freshPast,
  payableBookingFor,
  paymentFor,
  repriceOf,
  workingHoursRowOf,
  world,
  writableBarberFor,
} from './route-case-world.js';
import type { RouteCase } from './route-case-world.js';
import type { RouteName } from '../route-table.js';

/** The permission matrix's cases for the catalog, barbers, working hours, availability, appointments and payments (route-table.test.ts). */
export const bookingRouteCases = {
  listServices: { owned: false, success: 200, build: async () => ({ url: '/api/services' }) },
  listServicesForSelection: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/services/for-selection' }),
  },
  listShopServices: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/services/barber-shop/${DEMO_BARBERSHOP_ID}` }),
  },
  getService: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/services/${corte.id}` }),
  },
  createService: {
    owned: true,
    success: 201,
    otherStatus: 403,
    build: async (_role, target) => ({
      url: '/api/services',
      payload: {
        name: 'Serviço da matriz',
        price: 30,
        durationMinutes: 30,
        ...(target === 'other' ? { barberShopId: world.shopB.id } : {}),
      },
    }),
  },
  bulkCreateServices: {
    owned: true,
    success: 201,
    otherStatus: 403,
    build: async (_role, target) => ({
      url: '/api/services/bulk',
      payload: {
        services: [
          {
            name: 'Serviço em lote',
            price: 30,
            durationMinutes: 30,
            ...(target === 'other' ? { barberShopId: world.shopB.id } : {}),
          },
        ],
      },
    }),
  },
  updateService: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/services/${
        target === 'own' ? await createService(db, DEMO_BARBERSHOP_ID) : world.shopB.serviceId
      }`,
      payload: { price: 42 },
    }),
  },
  deleteService: {
    owned: true,
    success: 204,
    build: async (_role, target) => ({
      url: `/api/services/${
        target === 'own' ? await createService(db, DEMO_BARBERSHOP_ID) : world.shopB.serviceId
      }`,
    }),
  },

  listBarbersByServices: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/users/barbers/by-services',
      payload: { serviceIds: [corte.id] },
    }),
  },
  listBarbersForHome: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/users/barbers/for-home' }),
  },
  listBarbers: { owned: false, success: 200, build: async () => ({ url: '/api/users/barbers' }) },
  listShopBarbers: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/users/barbers/barber-shop/${DEMO_BARBERSHOP_ID}` }),
  },
  getBarber: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/users/barbers/${world.actors.BARBER.id}` }),
  },

  createWorkingHours: {
    owned: true,
    success: 201,
    build: async (_role, target) => ({
      url: '/api/working-hours',
      payload: {
        barberId: await writableBarberFor(target),
        dayOfWeek: 0,
        startTime: '09:00',
        endTime: '12:00',
      },
    }),
  },
  replaceWorkingHours: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/working-hours/barber/${await writableBarberFor(target)}/multiple`,
      payload: { workingHours: [{ dayOfWeek: 1, startTime: '10:00', endTime: '18:00' }] },
    }),
  },
  listWorkingHours: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/working-hours' }),
  },
  listBarberWorkingHours: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/working-hours/barber/${barberFor(role, target)}`,
    }),
  },
  getWorkingHours: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/working-hours/${await workingHoursRowOf(barberFor(role, target))}`,
    }),
  },
  updateWorkingHours: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/working-hours/${await workingHoursRowOf(await writableBarberFor(target))}`,
      payload: { endTime: '11:30' },
    }),
  },
  deleteWorkingHours: {
    owned: true,
    success: 204,
    build: async (_role, target) => ({
      url: `/api/working-hours/${await workingHoursRowOf(await writableBarberFor(target))}`,
    }),
  },
  getAvailableTimes: {
    owned: false,
    success: 200,
    build: async () => ({
      url: `/api/working-hours/barber/${world.actors.BARBER.id}/available-times?date=${futureDate()}`,
    }),
  },
  getAvailableSlots: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/working-hours/available-slots',
      payload: {
        date: futureDate(),
        barberIds: [world.actors.BARBER.id],
        serviceIds: [corte.id],
      },
    }),
  },
  getBarbersNextFree: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/working-hours/barbers-next-free',
      payload: { barberIds: [world.actors.BARBER.id], serviceIds: [corte.id] },
    }),
  },
  getMonthAvailability: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/working-hours/month-availability',
      payload: {
        month: futureDate().slice(0, 7),
        barberIds: [world.actors.BARBER.id],
        serviceIds: [corte.id],
      },
    }),
  },

  createAppointment: {
    owned: false,
    success: 201,
    build: async () => ({
      url: '/api/appointments',
      payload: {
        serviceIds: [corte.id],
        barberIds: [world.actors.BARBER.id],
        scheduledDate: freshMonday(),
        scheduledTime: '10:00',
        paymentMethod: 'CASH',
        totalPrice: fromCents(computeOrderTotals({ items: [corte], method: 'CASH' }).total),
      },
    }),
  },
  listMyHistory: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/appointments/my-history' }),
  },
  listMyAppointments: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/appointments/my-appointments' }),
  },
  listBarberAgenda: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/appointments/barber/my-appointments' }),
  },
  getAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target)}`,
    }),
  },
  rescheduleAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => {
      const date = freshMonday();
      const id = await appointmentFor(role, target, { startsAt: spInstant(date, '10:00') });
      return {
        url: `/api/appointments/${id}`,
        payload: { scheduledDate: date, scheduledTime: '14:00' },
      };
    },
  },
  cancelAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target)}`,
    }),
  },
  confirmAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target)}/confirm`,
    }),
  },
  rejectAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target)}/reject`,
      payload: { reason: 'Imprevisto' },
    }),
  },
  completeAppointment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/appointments/${await appointmentFor(role, target, {
        status: 'CONFIRMED',
        startsAt: freshPast(),
      })}/complete`,
    }),
  },
  getBarberEarnings: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/barber-area/earnings' }),
  },
  getBarberSchedule: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/barber-area/schedule' }),
  },

  validatePromoCode: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/promo-codes/validate',
      payload: { code: 'NAVALHA10', subtotal: 50 },
    }),
  },

  createPixPayment: {
    owned: true,
    success: 201,
    build: async (_role, target) => {
      const booking = await payableBookingFor(target);
      return {
        url: '/api/payments/pix/create',
        payload: { appointmentId: booking.id, amount: booking.amount },
      };
    },
  },
  createCardPayment: {
    owned: true,
    success: 201,
    build: async (_role, target) => {
      const booking = await payableBookingFor(target);
      const { amount } = repriceOf(booking.totals);
      return {
        url: '/api/payments/card/create',
        payload: {
          appointmentId: booking.id,
          amount,
          cardToken: await cardToken(app, world.actors.CLIENT, 'APRO'),
        },
      };
    },
  },
  createPaymentPreference: {
    owned: true,
    success: 201,
    build: async (_role, target) => {
      const booking = await payableBookingFor(target);
      return {
        url: '/api/payments/create-preference',
        payload: { appointmentId: booking.id, amount: booking.amount, method: 'pix' },
      };
    },
  },
  createPayment: {
    owned: true,
    success: 201,
    build: async (_role, target) => {
      const booking = await payableBookingFor(target);
      return {
        url: '/api/payments/create',
        payload: { appointmentId: booking.id, amount: booking.amount, method: 'pix' },
      };
    },
  },
  confirmPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target, { method: 'cash' })).id}/confirm`,
    }),
  },
  cancelPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target)).id}/cancel`,
    }),
  },
  mockPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: '/api/payments/mock',
      payload: { paymentId: (await paymentFor(role, target)).id, status: 'approved' },
    }),
  },
  listPaymentMethods: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/payments/methods' }),
  },
  getPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target)).id}`,
    }),
  },
  getAppointmentPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/appointment/${(await paymentFor(role, target)).appointmentId}`,
    }),
  },
  getPaymentStatus: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target)).id}/status`,
    }),
  },
  syncPaymentStatus: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target)).id}/sync-status`,
    }),
  },
  refundPayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: `/api/payments/${(await paymentFor(role, target, { status: 'approved' })).id}/refund`,
      payload: { reason: 'Cliente desistiu' },
    }),
  },
} satisfies Partial<Record<RouteName, RouteCase>>;
