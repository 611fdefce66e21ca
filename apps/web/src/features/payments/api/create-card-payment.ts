import { cardPaymentResultSchema } from '@navalha/core/contracts/payments';
import type { CardPaymentResult } from '@navalha/core/contracts/payments';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../shared/payments/idempotency-key';
import type { CardTokenResult } from '../../../shared/payments/card-tokenizer';

export interface NewCardPayment {
  appointmentId: string;
  amount: Cents;
  method: 'CREDIT_CARD' | 'DEBIT_CARD';
  installments: number;
  saveCard: boolean;
  description?: string | null;
  /** From `tokenizeCard`: the token and what may be kept of the card, never its number or CVV. */
  card: CardTokenResult;
}

/**
 * POST /payments/card/create with a card token (architecture §6: the body never carries the
 * number or the CVV; the contract refuses one that does). Answers `status` 'paid', 'pending' or
 * a failure with `failureReason`. Silent: the card page words every outcome.
 */
export function createCardPayment(
  payment: NewCardPayment,
  idempotencyKey: string,
): Promise<CardPaymentResult> {
  const { appointmentId, amount, method, installments, saveCard, description, card } = payment;
  return apiRequest('/payments/card/create', {
    method: 'POST',
    body: {
      appointmentId,
      amount: fromCents(amount),
      method,
      cardToken: card.token,
      installments,
      saveCard,
      description: description ?? null,
      cardholderName: card.cardholderName,
      lastFourDigits: card.lastFourDigits,
      brand: card.brand,
      ...(card.paymentMethodId ? { paymentMethodId: card.paymentMethodId } : {}),
      ...(card.issuerId ? { issuerId: card.issuerId } : {}),
    },
    headers: idempotencyHeaders(idempotencyKey),
    schema: cardPaymentResultSchema,
    silent: true,
  });
}

export interface SavedCardPayment {
  appointmentId: string;
  amount: Cents;
  method: 'CREDIT_CARD' | 'DEBIT_CARD';
  description: string | null;
  /** The wallet's id of the card (decision 034). */
  savedCardId: string;
  /** Mercado Pago only: MercadoPago.js's token of the saved card and its CVV. */
  cardToken?: string;
}

/** POST /payments/card/create with a saved card: one tap in the sandbox, its CVV with Mercado Pago. */
export function createSavedCardPayment(
  payment: SavedCardPayment,
  idempotencyKey: string,
): Promise<CardPaymentResult> {
  const { appointmentId, amount, method, description, savedCardId, cardToken } = payment;
  return apiRequest('/payments/card/create', {
    method: 'POST',
    body: {
      appointmentId,
      amount: fromCents(amount),
      method,
      savedCardId,
      ...(cardToken ? { cardToken } : {}),
      installments: 1,
      description,
    },
    headers: idempotencyHeaders(idempotencyKey),
    schema: cardPaymentResultSchema,
    silent: true,
  });
}
