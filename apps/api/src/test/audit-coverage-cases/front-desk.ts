import { booking, cashPayment } from '../audit-coverage-fixtures.js';
import type { AuditWorld, LoggedChange } from '../audit-coverage-fixtures.js';
import { paymentRow } from '../payment-fixtures.js';

const desk = (id: string, action: string) => `/api/admin/agenda/bookings/${id}/${action}`;

/** The booking of a cash payment at the shop. */
async function cashBooking(world: AuditWorld) {
  const paymentId = await cashPayment(world);
  return { paymentId, bookingId: (await paymentRow(world.db, paymentId)).appointmentId };
}

/** What the desk does to a booking (issue 17 §2). */
export const frontDeskChanges: LoggedChange[] = [
  {
    route: 'deskConfirmBooking',
    label: 'a booking confirmed at the desk',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'PENDING', 72);
      return {
        url: desk(id, 'confirm'),
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
    route: 'deskArriveBooking',
    label: "a client's arrival marked ('Chegou')",
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'CONFIRMED', 1);
      return {
        url: desk(id, 'arrive'),
        entries: () => [
          {
            action: 'appointment.arrive',
            entityId: id,
            before: { status: 'CONFIRMED', arrivedAt: null },
            after: { status: 'CONFIRMED' },
          },
        ],
      };
    },
  },
  {
    route: 'deskStartBooking',
    label: 'a service started at the desk',
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'CONFIRMED', 1);
      return {
        url: desk(id, 'start'),
        entries: () => [
          {
            action: 'appointment.start',
            entityId: id,
            before: { startedAt: null },
            after: { status: 'CONFIRMED' },
          },
        ],
      };
    },
  },
  {
    route: 'deskCompleteBooking',
    label: 'a started booking completed at the desk',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'CONFIRMED', -1);
      return {
        url: desk(id, 'complete'),
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
  {
    route: 'deskNoShowBooking',
    label: "a no-show marked ('Faltou')",
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'CONFIRMED', -1);
      return {
        url: desk(id, 'no-show'),
        entries: () => [
          {
            action: 'appointment.no_show',
            entityId: id,
            before: { status: 'CONFIRMED' },
            after: { status: 'NO_SHOW', feeCents: 0 },
          },
        ],
      };
    },
  },
  {
    route: 'deskCancelBooking',
    label: 'a booking cancelled at the desk with a reason',
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const id = await booking(world, 'PENDING', 72);
      return {
        url: desk(id, 'cancel'),
        payload: { reason: 'Barbeiro indisponível' },
        entries: () => [
          {
            action: 'appointment.cancel',
            entityId: id,
            before: { status: 'PENDING', reason: null },
            after: { status: 'CANCELLED', reason: 'Barbeiro indisponível' },
          },
        ],
      };
    },
  },
  {
    route: 'deskReceivePayment',
    label: 'cash received at the desk',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const { paymentId, bookingId } = await cashBooking(world);
      return {
        url: desk(bookingId, 'receive-payment'),
        payload: { with: 'cash' },
        entries: () => [
          {
            action: 'payment.receive',
            entityId: paymentId,
            before: { status: 'PENDING', method: 'CASH' },
            after: { status: 'COMPLETED', method: 'CASH' },
          },
        ],
      };
    },
  },
];
