/** What decides whether a promo code can be used (the shop's table row, in core's terms). */
export interface PromoCodeTerms {
  isActive: boolean;
  /** Usable from this instant on; any time when null. */
  validFrom: Date | null;
  /** Usable until just before this instant; forever when null. */
  validUntil: Date | null;
  /** How many bookings may use it; unlimited when null. */
  maxUses: number | null;
  timesUsed: number;
}

/**
 * Whether a code can be applied at `now`: active, inside [validFrom, validUntil) and with uses
 * left. Worked example: valid until 2026-06-01T00:00Z, so usable at 2026-05-31T23:59Z and not at
 * 2026-06-01T00:00Z; with maxUses 100 and timesUsed 100 it is used up.
 */
export function isPromoCodeUsable(code: PromoCodeTerms, now: Date): boolean {
  const time = now.getTime();
  return (
    code.isActive &&
    (code.validFrom === null || code.validFrom.getTime() <= time) &&
    (code.validUntil === null || time < code.validUntil.getTime()) &&
    (code.maxUses === null || code.timesUsed < code.maxUses)
  );
}
