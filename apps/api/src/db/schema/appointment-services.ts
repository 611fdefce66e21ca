import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { barbershops } from './barbershops.js';
import { services } from './services.js';

/**
 * The services of a booking as they were when it was made (architecture §3): later catalog
 * edits never change a booking. `price_cents` is what the service cost then (its final price).
 * The booking's shop is repeated so the row lives with it (decision 045): both foreign keys pair
 * it, so a booking can name neither another shop's booking nor another shop's service.
 */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').notNull(),
    position: smallint('position').notNull(),
    serviceId: uuid('service_id').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    iconKey: text('icon_key').notNull(),
    imageUrl: text('image_url'),
  },
  (table) => [
    primaryKey({
      name: 'appointment_services_pk',
      columns: [table.barbershopId, table.appointmentId, table.position],
    }),
    foreignKey({
      name: 'appointment_services_appointment_fk',
      columns: [table.barbershopId, table.appointmentId],
      foreignColumns: [appointments.barbershopId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_services_service_fk',
      columns: [table.barbershopId, table.serviceId],
      foreignColumns: [services.barbershopId, services.id],
    }).onDelete('restrict'),
    // A booking's services are read by its id alone (lists, the agenda, notices).
    index('appointment_services_appointment_idx').on(table.appointmentId, table.position),
    index('appointment_services_service_id_idx').on(table.serviceId),
  ],
);

export type AppointmentServiceRow = typeof appointmentServices.$inferSelect;
export type NewAppointmentServiceRow = typeof appointmentServices.$inferInsert;
