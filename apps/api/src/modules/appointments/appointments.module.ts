import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { BookingPayments } from './booking-payments.js';
import { AppointmentQueries } from './appointment-queries.service.js';
import { appointmentsRoutes } from './appointments.routes.js';
import { AppointmentsService } from './appointments.service.js';
import { BookingCreation } from './booking-creation.js';
import { deskBookingsRoutes } from './desk-bookings.routes.js';
import { DeskBookings } from './desk-bookings.service.js';

export interface AppointmentsModuleDeps {
  db: Db;
  now: () => Date;
  /** Settles a cancelled or rejected booking's payments; writes a cash booking's payment. */
  payments: BookingPayments;
  /** After a committed change freed a shop's time (cancelled, moved, rejected). */
  onTimeFreed?: (barbershopId: string) => Promise<void>;
}

/** The appointments module built from its dependencies: its services and its routes. */
export function buildAppointmentsModule(deps: AppointmentsModuleDeps) {
  const service = new AppointmentsService({
    db: deps.db,
    now: deps.now,
    payments: deps.payments,
    onTimeFreed: deps.onTimeFreed,
  });
  const queries = new AppointmentQueries({ db: deps.db, now: deps.now, payments: deps.payments });
  const booking = new BookingCreation({ db: deps.db, now: deps.now, payments: deps.payments });
  const desk = new DeskBookings({ db: deps.db, now: deps.now, payments: deps.payments });
  return {
    service,
    queries,
    booking,
    desk,
    register: async (app: FastifyInstance): Promise<void> => {
      await app.register(appointmentsRoutes, { service, queries, booking });
      await app.register(deskBookingsRoutes, { desk });
    },
  };
}
