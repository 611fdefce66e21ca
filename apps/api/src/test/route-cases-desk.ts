import { randomUUID } from 'node:crypto';
import type { AdminBadCall, AdminMatrixWorld, AdminRouteCase } from './admin-fixtures.js';
import {
  createBarber,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoServices,
  futureDate,
  insertAppointment,
  spInstant,
} from './scheduling-fixtures.js';

type DeskRouteName = 'adminDeskSearchClients' | 'adminDeskCreateBooking' | 'adminDeskMoveBooking';

/** Each case books or moves on its own far Wednesday with a barber of its own. */
let wednesdays = 0;
const freshWednesday = () => futureDate(3, 120 + 7 * (wednesdays += 1));

/** A phone no other fixture has, '(11) 9XXXX-XXXX'. */
function freshPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * The front desk's booking routes in the permission matrix (issue 17 §1): "own" books or moves
 * with a barber and service of the demo shop, "other" names shop B's, which answers 404.
 */
export function deskRouteCases(
  world: () => AdminMatrixWorld,
): Record<DeskRouteName, AdminRouteCase> {
  const serviceId = demoServices[0].id;
  const barberAndService = async (target: 'own' | 'other') => {
    const { db, shopB } = world();
    return target === 'own'
      ? { barberId: (await createBarber(db, DEMO_BARBERSHOP_ID, [serviceId])).id, serviceId }
      : { barberId: shopB.barber.id, serviceId: shopB.serviceId };
  };
  return {
    adminDeskSearchClients: {
      owned: false,
      success: 200,
      build: async () => ({ url: '/api/admin/agenda/clients?search=cli' }),
    },
    adminDeskCreateBooking: {
      owned: true,
      success: 201,
      build: async (_role, target) => {
        const { barberId, serviceId: service } = await barberAndService(target);
        return {
          url: '/api/admin/agenda/bookings',
          payload: {
            newClient: { name: 'Cliente Balcão', phone: freshPhone() },
            barberId,
            serviceIds: [service],
            date: freshWednesday(),
            time: '10:00',
          },
        };
      },
    },
    adminDeskMoveBooking: {
      owned: true,
      success: 200,
      build: async (_role, target) => {
        const { db, shopB } = world();
        const date = freshWednesday();
        const client = await createUser(db, 'CLIENT', null);
        const own = target === 'own';
        const barberId = own
          ? (await createBarber(db, DEMO_BARBERSHOP_ID, [serviceId])).id
          : shopB.barber.id;
        const id = await insertAppointment(db, {
          clientId: client.id,
          barberId,
          startsAt: spInstant(date, '10:00'),
          status: 'CONFIRMED',
          ...(own ? {} : { barbershopId: shopB.id, serviceId: shopB.serviceId }),
        });
        return {
          url: `/api/admin/agenda/bookings/${id}`,
          payload: { barberId, date, time: '11:00' },
        };
      },
    },
  };
}

/** Bad input on the desk's booking routes (bad-input.test.ts). */
export function deskBadInputs(unknownId: string): Record<DeskRouteName, AdminBadCall[]> {
  const move = { barberId: randomUUID(), date: '2030-01-02', time: '10:00' };
  return {
    adminDeskSearchClients: [
      { path: '?search=a', status: 400 },
      { path: `?search=${'x'.repeat(101)}`, status: 400 },
    ],
    adminDeskCreateBooking: [
      { payload: {}, status: 400 },
      {
        payload: {
          newClient: { name: 'Cliente', phone: '123' },
          barberId: unknownId,
          serviceIds: [unknownId],
          date: '2030-01-02',
          time: '10:00',
        },
        status: 400,
      },
      {
        payload: {
          newClient: { name: 'Cliente', phone: '(11) 98888-7777' },
          barberId: unknownId,
          serviceIds: [unknownId],
          date: '2030-01-02',
          time: '10:00',
        },
        status: 404,
      },
    ],
    adminDeskMoveBooking: [
      { path: 'nope', payload: move, status: 400 },
      { path: unknownId, payload: move, status: 404 },
      { path: unknownId, payload: { ...move, date: '2030-02-30' }, status: 400 },
    ],
  };
}
