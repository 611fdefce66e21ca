import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { services } from './services.js';
import { users } from './users.js';

/** Which barber offers which service. */
export const barberServices = pgTable(
  'barber_services',
  {
    barberId: uuid('barber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'barber_services_pk', columns: [table.barberId, table.serviceId] }),
    index('barber_services_service_id_idx').on(table.serviceId),
  ],
);

export type BarberServiceRow = typeof barberServices.$inferSelect;
