import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * A shop's own Mercado Pago account, connected by its owner through Mercado Pago's OAuth for
 * sellers (issue 20 §3, decision 043): one per shop. The access and refresh tokens are stored
 * only encrypted (AES-256-GCM with PAYMENT_CREDENTIALS_KEY, `v1.<iv>.<tag>.<ciphertext>` in
 * base64url, gateways/credentials-cipher.ts) and never leave the API; the rest is what the
 * settings card shows and what a webhook's payment is checked against (`mp_user_id`, the
 * payment's collector).
 */
export const mercadopagoConnections = pgTable('mercadopago_connections', {
  barbershopId: uuid('barbershop_id')
    .primaryKey()
    .references(() => barbershops.id, { onDelete: 'cascade' }),
  /** Mercado Pago's id of the seller (`user_id` of /oauth/token, a payment's `collector_id`). */
  mpUserId: text('mp_user_id').notNull(),
  /** 'Conectado como …': the account's nickname or e-mail, when Mercado Pago tells them. */
  nickname: text('nickname'),
  email: text('email'),
  /** The seller's public key, for MercadoPago.js on this shop's payment page. */
  publicKey: text('public_key'),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
  /** When the access token stops working; it is refreshed before (decision 043). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
});

export type MercadopagoConnectionRow = typeof mercadopagoConnections.$inferSelect;
export type NewMercadopagoConnectionRow = typeof mercadopagoConnections.$inferInsert;
