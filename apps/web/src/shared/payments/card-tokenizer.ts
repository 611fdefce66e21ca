import { cardTokenSchema } from '@navalha/core/contracts/payments';
import type { CardToken, CreateCardTokenBody } from '@navalha/core/contracts/payments';
import { cardFormMessages } from '@navalha/core/domain/payments/card-form';
import { getCardBrand } from '@navalha/core/domain/payments/card-brand';
import { cardPaymentMessages } from '@navalha/core/domain/payments/card-errors';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { toastMessages } from '../../lib/toast-catalogue';

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

/** MercadoPago.js v2, as much of it as the tokenizer uses. */
export interface MercadoPagoSdk {
  createCardToken(
    card:
      | {
          cardNumber: string;
          cardholderName: string;
          cardExpirationMonth: string;
          cardExpirationYear: string;
          securityCode: string;
        }
      // A card saved on the payer's customer, with its CVV typed again.
      | { cardId: string; securityCode: string },
  ): Promise<{ id: string; last_four_digits?: string | null }>;
  getPaymentMethods(query: { bin: string }): Promise<{
    results?: { id?: string; name?: string; issuer?: { id?: number | string | null } | null }[];
  }>;
}

export type MercadoPagoConstructor = new (
  publicKey: string,
  options?: { locale?: string },
) => MercadoPagoSdk;

declare global {
  interface Window {
    /** Set by https://sdk.mercadopago.com/js/v2 once it has loaded. */
    MercadoPago?: MercadoPagoConstructor;
  }
}

/** Mercado Pago's browser SDK; the CSP allows it only when that gateway is configured. */
export const MERCADOPAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

/**
 * The public key the server writes into the page (`<meta name="mercadopago-public-key">`)
 * when its gateway is Mercado Pago; null with the sandbox.
 */
function mercadoPagoPublicKey(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="mercadopago-public-key"]');
  return meta?.content.trim() || null;
}

let sdk: Promise<MercadoPagoConstructor> | null = null;

/** Loads MercadoPago.js once, on the first page that needs it; a failure may be retried. */
function loadMercadoPago(): Promise<MercadoPagoConstructor> {
  if (window.MercadoPago) return Promise.resolve(window.MercadoPago);
  sdk ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MERCADOPAGO_SDK_URL;
    script.async = true;
    const fail = () => {
      script.remove();
      sdk = null;
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: toastMessages.network }));
    };
    script.addEventListener('load', () => {
      if (window.MercadoPago) resolve(window.MercadoPago);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return sdk;
}

/**
 * Starts loading the gateway's browser tokenizer before the card is typed (the card page and
 * the add-card dialog call it when they open). Nothing to load for the sandbox.
 */
export function prepareCardTokenizer(): void {
  if (mercadoPagoPublicKey()) loadMercadoPago().catch(() => undefined);
}

/** MercadoPago.js error codes of a card token, as the card field they name and its message. */
const mercadoPagoErrors: Readonly<Record<string, { field: string; message: string }>> = {
  '205': { field: 'cardNumber', message: cardFormMessages.cardNumberInvalid },
  E301: { field: 'cardNumber', message: cardFormMessages.cardNumberInvalid },
  '208': { field: 'expirationMonth', message: cardFormMessages.monthInvalid },
  '325': { field: 'expirationMonth', message: cardFormMessages.monthInvalid },
  '209': { field: 'expirationYear', message: cardFormMessages.expiryInvalid },
  '326': { field: 'expirationYear', message: cardFormMessages.expiryInvalid },
  '221': { field: 'cardholderName', message: cardFormMessages.holderRequired },
  '316': { field: 'cardholderName', message: cardFormMessages.holderRequired },
  '224': { field: 'securityCode', message: cardFormMessages.cvvInvalid },
  E302: { field: 'securityCode', message: cardFormMessages.cvvInvalid },
};

/** The codes MercadoPago.js rejects with: an array of causes, or an error holding one. */
function mercadoPagoCodes(error: unknown): string[] {
  const causes = Array.isArray(error)
    ? error
    : error && typeof error === 'object' && 'cause' in error && Array.isArray(error.cause)
      ? (error.cause as unknown[])
      : [];
  return causes.flatMap((cause) =>
    cause && typeof cause === 'object' && 'code' in cause ? [String(cause.code)] : [],
  );
}

/** A MercadoPago.js refusal as the card form reads it: on its field when it names one. */
function toTokenizerError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const codes = mercadoPagoCodes(error);
  if (codes.length === 0) {
    return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: toastMessages.network });
  }
  const known = codes.map((code) => mercadoPagoErrors[code]).find((entry) => entry !== undefined);
  return new ApiError({
    status: 400,
    code: 'VALIDATION_ERROR',
    message: known?.message ?? cardPaymentMessages.invalidData,
    field: known?.field,
  });
}

/**
 * MercadoPago.js (`mp.createCardToken`): the number and CVV go from this page straight to
 * Mercado Pago; the brand, its payment method id and issuer come from `getPaymentMethods` on
 * the first 8 digits.
 */
async function tokenizeWithMercadoPago(
  publicKey: string,
  card: CardDetails,
): Promise<CardTokenResult> {
  try {
    const MercadoPago = await loadMercadoPago();
    const mp = new MercadoPago(publicKey, { locale: 'pt-BR' });
    const [token, methods] = await Promise.all([
      mp.createCardToken({
        cardNumber: card.cardNumber,
        cardholderName: card.cardholderName,
        cardExpirationMonth: String(card.expirationMonth).padStart(2, '0'),
        cardExpirationYear: String(card.expirationYear),
        securityCode: card.securityCode,
      }),
      mp.getPaymentMethods({ bin: card.cardNumber.slice(0, 8) }).catch(() => ({ results: [] })),
    ]);
    const method = methods.results?.[0];
    const issuerId = method?.issuer?.id;
    return {
      token: token.id,
      lastFourDigits: token.last_four_digits ?? card.cardNumber.slice(-4),
      brand: method?.name ?? getCardBrand(card.cardNumber),
      cardholderName: card.cardholderName,
      ...(method?.id ? { paymentMethodId: method.id } : {}),
      ...(issuerId !== undefined && issuerId !== null ? { issuerId: String(issuerId) } : {}),
    };
  } catch (error) {
    throw toTokenizerError(error);
  }
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
 * Turns a card into a token in the browser (architecture §6): with MercadoPago.js when the
 * server runs the Mercado Pago gateway (its public key is in the page), otherwise with the
 * sandbox tokenizer. Rejects with an `ApiError` whose `field` names the card field refused
 * (cardNumber, securityCode, expirationMonth, expirationYear, cardholderName), if any.
 */
export async function tokenizeCard(card: CardDetails): Promise<CardTokenResult> {
  const publicKey = mercadoPagoPublicKey();
  if (publicKey) return tokenizeWithMercadoPago(publicKey, card);
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

/**
 * Whether paying with a saved card asks for its CVV: Mercado Pago charges a saved card only with
 * a token of it and its CVV; the sandbox charges it as saved (decision 034).
 */
export function savedCardNeedsCvv(): boolean {
  return mercadoPagoPublicKey() !== null;
}

/** MercadoPago.js's token of a saved card (`cardId`, the gateway's) and its CVV. */
export async function tokenizeSavedCard(cardId: string, securityCode: string): Promise<string> {
  const publicKey = mercadoPagoPublicKey();
  if (!publicKey) throw new Error('saved cards are charged without a CVV token here');
  try {
    const MercadoPago = await loadMercadoPago();
    const token = await new MercadoPago(publicKey, { locale: 'pt-BR' }).createCardToken({
      cardId,
      securityCode,
    });
    return token.id;
  } catch (error) {
    throw toTokenizerError(error);
  }
}
