import type { AuditWorld, LoggedChange } from '../audit-coverage-fixtures.js';
import {
  createBarber,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoServices,
  futureDate,
  insertAppointment,
  spInstant,
} from '../scheduling-fixtures.js';

/** A barber of the demo shop of its own, offering the first demo service. */
async function deskBarber({ db }: AuditWorld) {
  const serviceId = demoServices[0].id;
  return { barberId: (await createBarber(db, DEMO_BARBERSHOP_ID, [serviceId])).id, serviceId };
}

/** Booking and moving from the desk's grid, and the shop's note on a client (issue 17 §1, §3). */
export const deskBookingAndClientChanges: LoggedChange[] = [
  {
    route: 'adminDeskCreateBooking',
    label: 'a booking made at the desk for a client',
    as: 'admin',
    status: 201,
    prepare: async (world) => {
      const { barberId, serviceId } = await deskBarber(world);
      const date = futureDate(3, 40);
      return {
        url: '/api/admin/agenda/bookings',
        payload: {
          clientId: world.client.id,
          barberId,
          serviceIds: [serviceId],
          date,
          time: '10:00',
        },
        entries: (response) => [
          {
            action: 'appointment.desk_create',
            entityId: response.json().id,
            before: null,
            after: { clientId: world.client.id, barberId, status: 'CONFIRMED' },
          },
        ],
      };
    },
  },
  {
    route: 'adminDeskMoveBooking',
    label: 'a booking moved to another barber at the desk',
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const from = await deskBarber(world);
      const to = await deskBarber(world);
      const date = futureDate(3, 47);
      const id = await insertAppointment(world.db, {
        clientId: world.client.id,
        barberId: from.barberId,
        startsAt: spInstant(date, '10:00'),
        status: 'CONFIRMED',
      });
      return {
        url: `/api/admin/agenda/bookings/${id}`,
        payload: { barberId: to.barberId, date, time: '11:00' },
        entries: () => [
          {
            action: 'appointment.move',
            entityId: id,
            before: { barberId: from.barberId },
            after: { barberId: to.barberId },
          },
        ],
      };
    },
  },
  {
    route: 'adminSaveClientNote',
    label: "the shop's private note on a client",
    as: 'admin',
    status: 200,
    prepare: async (world) => ({
      url: `/api/admin/clients/${world.client.id}/note`,
      payload: { body: 'Máquina 2 nas laterais' },
      entries: () => [
        {
          action: 'client.note',
          entityId: world.client.id,
          before: { note: null },
          after: { note: 'Máquina 2 nas laterais' },
        },
      ],
    }),
  },
  {
    route: 'adminSaveClientContact',
    label: "a walk-in's phone and e-mail written at the desk",
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const { barberId } = await deskBarber(world);
      // A walk-in: an account without password, a client of the shop by a booking there.
      const walkIn = await createUser(world.db, 'CLIENT', null, 'Joaquim Balcão');
      await insertAppointment(world.db, {
        clientId: walkIn.id,
        barberId,
        startsAt: spInstant(futureDate(3, 52), '10:00'),
        status: 'CONFIRMED',
      });
      return {
        url: `/api/admin/clients/${walkIn.id}/contact`,
        payload: { phone: '(11) 91234-5678', email: 'joaquim.balcao@exemplo.com.br' },
        entries: () => [
          {
            action: 'client.contact',
            entityId: walkIn.id,
            before: { phone: '(11) 91111-2222' },
            after: { phone: '(11) 91234-5678', email: 'joaquim.balcao@exemplo.com.br' },
          },
        ],
      };
    },
  },
];
