/**
 * The fake Mercado Pago's cards (fake-mercadopago.ts): the test cardholder names' outcomes, a card
 * as MercadoPago.js tokenizes it, and a customer's saved card as Mercado Pago answers it.
 */

type Json = Record<string, unknown>;

/** Card outcomes by the token's name, as Mercado Pago's test cardholder names decide them. */
export const cardOutcomes: Readonly<Record<string, [string, string]>> = {
  APRO: ['approved', 'accredited'],
  CONT: ['in_process', 'pending_contingency'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
  SECU: ['rejected', 'cc_rejected_bad_filled_security_code'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
};

/** A card as MercadoPago.js tokenizes it in the payer's browser (the number stays here). */
export interface FakeCard {
  number: string;
  expirationMonth: number;
  expirationYear: number;
  cardholderName: string;
  /** Mercado Pago's id for the brand: 'visa', 'master', 'amex', 'elo' … */
  paymentMethodId: string;
}

/** Card payment method names and issuers as Mercado Pago's payloads show them. */
const cardMethods: Readonly<
  Record<string, { name: string; issuer: { id: number; name: string } }>
> = {
  visa: { name: 'visa', issuer: { id: 25, name: 'Visa' } },
  master: { name: 'master', issuer: { id: 24, name: 'Mastercard' } },
  amex: { name: 'amex', issuer: { id: 310, name: 'American Express' } },
  elo: { name: 'elo', issuer: { id: 687, name: 'Elo' } },
};

/** A card kept on a customer (POST /v1/customers/{id}/cards), as the documented answer shows it. */
export function customerCardJson(card: FakeCard, id: number, customerId: string): Json {
  const kind = cardMethods[card.paymentMethodId] ?? cardMethods.visa;
  const now = new Date().toISOString();
  // As in the documented answer: the digits as numbers, so leading zeros are lost.
  return {
    id,
    expiration_month: card.expirationMonth,
    expiration_year: card.expirationYear,
    first_six_digits: Number(card.number.slice(0, 6)),
    last_four_digits: Number(card.number.slice(-4)),
    payment_method: {
      id: card.paymentMethodId,
      name: kind?.name ?? card.paymentMethodId,
      payment_type_id: 'credit_card',
      thumbnail: `http://img.mlstatic.com/org-img/MP3/API/logos/${card.paymentMethodId}.gif`,
      secure_thumbnail: `https://www.mercadopago.com/org-img/MP3/API/logos/${card.paymentMethodId}.gif`,
    },
    security_code: { length: card.paymentMethodId === 'amex' ? 4 : 3, card_location: 'back' },
    issuer: kind?.issuer ?? null,
    cardholder: {
      name: card.cardholderName,
      identification: { number: 19119119100, type: 'CPF' },
    },
    date_created: now,
    date_last_updated: now,
    customer_id: customerId,
    user_id: 1_234_567_890,
    live_mode: false,
  };
}
