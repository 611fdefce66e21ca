import type { RouteName } from '../route-table.js';
import { appointmentFor, freshPast, paymentFor } from './route-case-world.js';
import type { RouteCase } from './route-case-world.js';

const desk = (id: string, action?: string) =>
  `/api/admin/agenda/bookings/${id}${action ? `/${action}` : ''}`;

/** The permission matrix's cases for the desk's booking routes (issue 17 §2). */
export const deskActionRouteCases = {
  deskGetBooking: {
    owned: true,
    success: 200,
    build: async (role, target) => ({ url: desk(await appointmentFor(role, target)) }),
  },
  deskConfirmBooking: {
    owned: true,
    success: 200,
    build: async (role, target) => ({ url: desk(await appointmentFor(role, target), 'confirm') }),
  },
  deskArriveBooking: {
    owned: true,
    success: 200,
    build: async (role, target) => ({ url: desk(await appointmentFor(role, target), 'arrive') }),
  },
  deskStartBooking: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: desk(await appointmentFor(role, target, { status: 'CONFIRMED' }), 'start'),
    }),
  },
  deskCompleteBooking: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: desk(
        await appointmentFor(role, target, { status: 'CONFIRMED', startsAt: freshPast() }),
        'complete',
      ),
    }),
  },
  deskNoShowBooking: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: desk(
        await appointmentFor(role, target, { status: 'CONFIRMED', startsAt: freshPast() }),
        'no-show',
      ),
    }),
  },
  deskCancelBooking: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: desk(await appointmentFor(role, target), 'cancel'),
      payload: { reason: 'Barbeiro indisponível' },
    }),
  },
  deskReceivePayment: {
    owned: true,
    success: 200,
    build: async (role, target) => ({
      url: desk(
        (await paymentFor(role, target, { method: 'cash' })).appointmentId,
        'receive-payment',
      ),
      payload: { with: 'cash', givenCents: 10_000 },
    }),
  },
} satisfies Record<Extract<RouteName, `desk${string}`>, RouteCase>;
