import { percentOf } from '../money.js';
import type { Cents } from '../money.js';

/** The highest platform fee an operator may set on a shop: 50% (decision 043). */
export const MAX_PLATFORM_FEE_BASIS_POINTS = 5000;

/**
 * The platform's fee on payments into a shop's connected Mercado Pago account, in basis points:
 * the shop's own when the operator set one (0 is a fee of nothing, not "unset"), else the
 * platform-wide default (PLATFORM_FEE_PERCENT). Shop 300, default 250 → 300; null, 250 → 250.
 */
export function platformFeeBasisPoints(
  shopFeeBasisPoints: number | null,
  defaultBasisPoints: number,
): number {
  return shopFeeBasisPoints ?? defaultBasisPoints;
}

/**
 * The fee in centavos on a payment of `amountCents` (Mercado Pago's `marketplace_fee`), rounded
 * half up to the cent: R$ 45,00 at 2,5% → 113 (112,5 rounded).
 */
export function marketplaceFeeCents(amountCents: Cents, basisPoints: number): Cents {
  return percentOf(amountCents, basisPoints);
}
