import { foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { services } from './services.js';
import { users } from './users.js';

/**
 * Which barber offers which service. The shop is the service's (decision 045): the foreign key
 * pairs it, so a barber can be linked only to a service of the shop the row names.
 */
export const barberServices = pgTable(
  'barber_services',
  {
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    barberId: uuid('barber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'barber_services_pk',
      columns: [table.barbershopId, table.barberId, table.serviceId],
    }),
    foreignKey({
      name: 'barber_services_service_fk',
      columns: [table.barbershopId, table.serviceId],
      foreignColumns: [services.barbershopId, services.id],
    }).onDelete('cascade'),
    index('barber_services_barber_id_idx').on(table.barberId),
    index('barber_services_service_id_idx').on(table.serviceId),
  ],
);

export type BarberServiceRow = typeof barberServices.$inferSelect;
