import type { CardBrand } from '@navalha/core/domain/payments/card-brand';

// The sandbox gateway's own vocabulary, apart from the gateway itself so that the gateway
// contract (payment-gateway.ts) can name the sandbox's test bank without importing it.

/** What the payer does on the sandbox bank page (or `POST /payments/mock`). */
export type SandboxDecision = 'approved' | 'rejected' | 'pending';

export interface SandboxCardDetails {
  cardNumber: string;
  securityCode: string;
  expirationMonth: number;
  expirationYear: number;
  cardholderName: string;
}

export interface SandboxCardToken {
  id: string;
  lastFourDigits: string;
  brand: CardBrand;
  cardholderName: string;
  expirationMonth: number;
  expirationYear: number;
  expiresAt: Date;
}

export type SandboxTokenResult =
  { ok: true; token: SandboxCardToken } | { ok: false; field: string; message: string };
