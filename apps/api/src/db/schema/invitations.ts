import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { userRoleEnum, users } from './users.js';

/**
 * A person asked to join a shop's staff (issue 14 §3): the owner invites admins, an admin invites
 * barbers. The link carries a random token whose SHA-256 alone is kept; it is valid for 7 days,
 * accepted once (the invited person sets their own password), and can be resent (a new token and
 * a new week) or revoked while pending.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: userRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // Tenancy: a shop's rows are keyed with the shop (architecture §12, decision 045).
    primaryKey({ name: 'invitations_pk', columns: [table.barbershopId, table.id] }),
    // The link carries the token alone: it is found by its hash before the shop is known. A
    // random 256-bit token never repeats, so the unique per shop loses nothing.
    uniqueIndex('invitations_token_hash_unique').on(table.barbershopId, table.tokenHash),
    index('invitations_token_hash_idx').on(table.tokenHash),
    // One pending invitation per address and shop: a second one is a resend.
    uniqueIndex('invitations_shop_pending_email_unique')
      .on(table.barbershopId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    // The list in /admin, newest first.
    index('invitations_shop_created_idx').on(table.barbershopId, table.createdAt.desc()),
    // As text: a check naming the RECEPTION value added in the same migration could not cast it.
    check('invitations_staff_role', sql`${table.role}::text in ('BARBER', 'ADMIN', 'RECEPTION')`),
    check('invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check(
      'invitations_accepted_or_revoked',
      sql`${table.acceptedAt} is null or ${table.revokedAt} is null`,
    ),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitationRow = typeof invitations.$inferInsert;
