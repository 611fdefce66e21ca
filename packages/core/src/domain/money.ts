import { lazyFormatter } from './format/lazy-formatter.js';

/**
 * An amount of money in integer centavos (R$ 45,00 is 4500). All money in core is Cents;
 * BRL decimals exist only at the JSON boundary (architecture §3).
 */
export type Cents = number;

// Lazy: the signed-in pages' start-up would otherwise pay for it before showing any amount.
const getBrlFormatter = lazyFormatter(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
);

function assertCents(cents: number, name = 'cents'): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`${name} must be a safe integer number of centavos, got ${cents}`);
  }
}

/**
 * Converts BRL to centavos, rounding half away from zero at the third decimal.
 *
 * It rounds the number's shortest decimal spelling (what `String(brl)` prints), not its binary
 * value, so float noise never decides the outcome: `1.005 * 100` is 100.49999999999999 in
 * binary, yet `toCents(1.005)` is 101, as the person who typed 1,005 expects; `toCents(0.1 + 0.2)`
 * is 30. Throws a RangeError on NaN, ±Infinity and amounts beyond `Number.MAX_SAFE_INTEGER`
 * centavos.
 */
export function toCents(brl: number): Cents {
  if (!Number.isFinite(brl)) throw new RangeError(`Not a finite amount of BRL: ${brl}`);
  const sign = brl < 0 ? -1 : 1;
  const digits = String(Math.abs(brl));
  // Below 1e-6 String() switches to exponent notation; such amounts round to zero centavos.
  if (digits.includes('e-')) return 0;
  if (digits.includes('e')) throw new RangeError(`Amount too large: ${brl}`);
  const [whole = '0', fraction = ''] = digits.split('.');
  const paddedFraction = fraction.padEnd(3, '0');
  const truncated = Number(whole) * 100 + Number(paddedFraction.slice(0, 2));
  const cents = Number(paddedFraction[2]) >= 5 ? truncated + 1 : truncated;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${brl}`);
  return cents === 0 ? 0 : sign * cents;
}

/** Converts centavos to a BRL number with at most 2 decimals: 4550 → 45.5. */
export function fromCents(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

/**
 * Formats centavos as pt-BR currency: 4500 → 'R$ 45,00', 123450 → 'R$ 1.234,50'.
 * Intl separates the symbol with a non-breaking space (U+00A0), which keeps 'R$' and the
 * number on one line.
 */
export function formatBRL(cents: Cents): string {
  assertCents(cents);
  return getBrlFormatter().format(cents / 100);
}

/**
 * `basisPoints` (100 = 1%, 840 = 8.4%) of an amount, rounded half-up to the centavo (half away
 * from zero for negative amounts). Exact integer arithmetic: 8.4% of R$ 0,25 is 2.1 → 2 centavos;
 * 10% of R$ 0,05 is 0.5 → 1 centavo.
 */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  assertCents(cents);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`basisPoints must be a non-negative integer, got ${basisPoints}`);
  }
  // BigInt keeps cents × basisPoints exact even past 2^53.
  const product = BigInt(Math.abs(cents)) * BigInt(basisPoints);
  const quotient = product / 10_000n;
  const rounded = (product % 10_000n) * 2n >= 10_000n ? quotient + 1n : quotient;
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('Result beyond safe integer range');
  return cents < 0 && result !== 0 ? -result : result;
}

/**
 * Converts a percentage to basis points, the unit `percentOf` takes: 10 → 1000, 8.4 → 840.
 * Throws a RangeError unless the percentage is finite, between 0 and 100, with at most
 * 2 decimals.
 */
export function percentToBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (
    !Number.isFinite(percent) ||
    percent < 0 ||
    percent > 100 ||
    Math.abs(basisPoints - percent * 100) > 1e-6
  ) {
    throw new RangeError(`Not a percentage between 0 and 100 with 2 decimals: ${percent}`);
  }
  return basisPoints;
}
