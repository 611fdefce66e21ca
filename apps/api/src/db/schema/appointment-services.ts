import { index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { services } from './services.js';

/**
 * The services of a booking as they were when it was made (architecture §3): later catalog
 * edits never change a booking. `price_cents` is what the service cost then (its final price).
 */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    iconKey: text('icon_key').notNull(),
    imageUrl: text('image_url'),
  },
  (table) => [
    primaryKey({ name: 'appointment_services_pk', columns: [table.appointmentId, table.position] }),
    index('appointment_services_service_id_idx').on(table.serviceId),
  ],
);

export type AppointmentServiceRow = typeof appointmentServices.$inferSelect;
export type NewAppointmentServiceRow = typeof appointmentServices.$inferInsert;
