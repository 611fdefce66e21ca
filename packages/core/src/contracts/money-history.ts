import { z } from 'zod/mini';
import { paymentMethods } from '../domain/payments/payment-method.js';
import { isoDateTimeSchema } from './calendar.js';
import { brlSchema } from './money.js';
import { limitQuerySchema, listCursorSchema } from './pagination.js';

/**
 * The client's money history, 'Transações' (issue 18 §2): the wallet's movements and the
 * bookings' payments by PIX, card and at the shop, with their refunds and the fee kept, newest
 * first, paged by a keyset cursor. `GET /wallet/history?cursor&limit&direction`.
 */

/** What happened: money into the wallet, a booking paid (any method), money given back. */
export const moneyHistoryKinds = ['deposit', 'payment', 'refund'] as const;
export type MoneyHistoryKind = (typeof moneyHistoryKinds)[number];

/** 'Todas', 'Entradas' (deposits and refunds), 'Saídas' (payments). */
export const moneyHistoryDirections = ['all', 'in', 'out'] as const;
export type MoneyHistoryDirection = (typeof moneyHistoryDirections)[number];

export const MONEY_HISTORY_PAGE = 20;

export const moneyHistoryQuerySchema = z.extend(
  limitQuerySchema({ defaultLimit: MONEY_HISTORY_PAGE, maxLimit: 50 }),
  {
    cursor: listCursorSchema,
    direction: z._default(z.enum(moneyHistoryDirections, { error: 'Filtro inválido' }), 'all'),
  },
);
export type MoneyHistoryQuery = z.infer<typeof moneyHistoryQuerySchema>;

/**
 * One entry. `amount` is positive and `direction` says which way it went. `method` is how:
 * WALLET for the balance, PIX, a card, CASH at the shop (`received_with` says whether the desk
 * took cash, its PIX key or its card machine). A refund carries `kept_fee`: what of the
 * payment was not given back (the cancellation fee and the method's refund fee).
 */
export const moneyHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(moneyHistoryKinds),
  direction: z.enum(['in', 'out']),
  amount: brlSchema,
  method: z.enum(paymentMethods),
  received_with: z.nullable(z.enum(['cash', 'pix', 'card'])),
  date: isoDateTimeSchema,
  kept_fee: z.nullable(brlSchema),
  appointment_id: z.nullable(z.string()),
  payment_id: z.nullable(z.string()),
  service: z.nullable(z.string()),
  barber: z.nullable(z.string()),
  /**
   * The shop's name (issue 20 §2): where the money moved, the wallet's shop for its movements.
   * The screen shows it when the client's money moved at more than one shop.
   */
  shop: z.optional(z.string()),
});
export type MoneyHistoryEntry = z.infer<typeof moneyHistoryEntrySchema>;

export const moneyHistoryPageSchema = z.object({
  data: z.array(moneyHistoryEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type MoneyHistoryPage = z.infer<typeof moneyHistoryPageSchema>;

/** The pt-BR line of an entry. */
export function moneyHistoryTitle(entry: Pick<MoneyHistoryEntry, 'kind' | 'method'>): string {
  if (entry.kind === 'deposit') return 'Depósito via PIX';
  const how = {
    WALLET: 'com a carteira',
    PIX: 'via PIX',
    CREDIT_CARD: 'no cartão de crédito',
    DEBIT_CARD: 'no cartão de débito',
    CASH: 'na barbearia',
  }[entry.method];
  if (entry.kind === 'payment') return `Pagamento ${how}`;
  return entry.method === 'WALLET' ? 'Estorno para a carteira' : `Estorno ${how}`;
}
