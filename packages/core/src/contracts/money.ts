import { z } from 'zod/mini';
import { fromCents, toCents } from '../domain/money.js';

/** The largest amount a request may carry: R$ 1.000.000,00 (no booking comes near it). */
export const MAX_BRL = 1_000_000;

const INVALID_AMOUNT = 'Valor inválido';

/** Whether a BRL number has at most 2 decimals (45, 45.5 and 45.55 do; 45.555 does not). */
function hasCentavoPrecision(brl: number): boolean {
  return Math.abs(toCents(brl) - brl * 100) < 1e-6;
}

const amountChecks = [
  z.gte(0, INVALID_AMOUNT),
  z.lte(MAX_BRL, INVALID_AMOUNT),
  z.refine<number>(hasCentavoPrecision, INVALID_AMOUNT),
] as const;

function brlNumberSchema(missing: string = INVALID_AMOUNT) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? missing : INVALID_AMOUNT) })
    .check(...amountChecks);
}

/**
 * Money at the JSON boundary (architecture §3): BRL with up to 2 decimals in JSON, integer
 * centavos in code. Decoding a request turns 45.5 into 4550; encoding a response (the API's
 * serializer calls `encode`) turns 4550 back into 45.5. Negative amounts are refused.
 * `missing` is the message when a request lacks the amount.
 */
export function brlAmountSchema(missing?: string) {
  return z.codec(brlNumberSchema(missing), z.int(), {
    decode: (brl) => toCents(brl),
    encode: (cents) => fromCents(cents),
  });
}

/** `brlAmountSchema()`: BRL in JSON, centavos in code. */
export const brlSchema = brlAmountSchema();

/** The same for a query string value ('45.50' → 4550). */
export const brlQuerySchema = z.codec(
  z.coerce.number({ error: INVALID_AMOUNT }).check(...amountChecks),
  z.int(),
  { decode: (brl) => toCents(brl), encode: (cents) => fromCents(cents) },
);
