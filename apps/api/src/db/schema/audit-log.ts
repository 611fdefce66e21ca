import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { userRoleEnum, users } from './users.js';

/**
 * Who changed what in a shop, and when: one row per change an ADMIN or OWNER makes, written in
 * the transaction of the change itself, so a change and its row exist together or not at all.
 * `before`/`after` are the entity as the API saw it (null on a creation or a removal).
 * Append-only: nothing updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // The role the actor had then: a demoted admin's past changes still read as an admin's.
    actorRole: userRoleEnum('actor_role').notNull(),
    /** 'service.update', 'barber.create' … (core's auditActions). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'audit_log_pk', columns: [table.barbershopId, table.id] }),
    // The owner's log, newest first, one shop at a time.
    index('audit_log_shop_created_idx').on(table.barbershopId, sql`${table.createdAt} desc`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
