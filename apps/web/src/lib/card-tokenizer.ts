import { cardTokenSchema } from '@navalha/core/contracts/payments';
import type { CardToken, CreateCardTokenBody } from '@navalha/core/contracts/payments';
import { apiRequest } from './api-client';

/** The card as typed, for the tokenizer only: it is never stored, logged or sent to our API. */
export interface CardDetails {
  /** Digits only. */
  cardNumber: string;
  securityCode: string;
  /** 1–12. */
  expirationMonth: number;
  /** Four digits. */
  expirationYear: number;
  cardholderName: string;
}

/** What the payment may carry about the card: a single-use token and harmless facts. */
export interface CardTokenResult {
  token: string;
  lastFourDigits: string;
  brand: string;
  cardholderName: string;
  /** What MercadoPago.js reports ('visa', 'master'); the sandbox needs neither. */
  paymentMethodId?: string;
  issuerId?: string;
}

/**
 * POST /payments/sandbox/card-tokens: the sandbox's stand-in for the gateway's browser
 * tokenizer, the one request that carries a card number (the sandbox checks it and drops it).
 * Silent: the card form shows the refusal on its field.
 */
function createSandboxCardToken(card: CreateCardTokenBody): Promise<CardToken> {
  return apiRequest('/payments/sandbox/card-tokens', {
    method: 'POST',
    body: card,
    schema: cardTokenSchema,
    silent: true,
  });
}

/**
 * Turns a card into a token in the browser (ARCHITECTURE §6). Today it asks the sandbox
 * tokenizer; this is the one place to swap for MercadoPago.js (`mp.createCardToken`) when the
 * Mercado Pago gateway is configured. Rejects with the tokenizer's `ApiError` (its `field`
 * names the card field it refused).
 */
export async function tokenizeCard(card: CardDetails): Promise<CardTokenResult> {
  const token = await createSandboxCardToken({
    cardNumber: card.cardNumber,
    securityCode: card.securityCode,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cardholderName: card.cardholderName,
  });
  return {
    token: token.id,
    lastFourDigits: token.lastFourDigits,
    brand: token.brand,
    cardholderName: token.cardholderName,
  };
}
