import { platformFeeBasisPoints } from '@navalha/core/domain/payments/platform-fee';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { barbershops } from '../db/schema/barbershops.js';

/** PLATFORM_FEE_PERCENT (2.5) as basis points (250), the unit fees are kept and computed in. */
export function defaultPlatformFeeBasisPoints(platformFeePercent: number): number {
  return Math.round(platformFeePercent * 100);
}

/**
 * The platform's fee on payments into this shop's connected Mercado Pago account, in basis
 * points (issue 20 §3, decision 043): the operator's fee for the shop, else PLATFORM_FEE_PERCENT.
 * The only reader of a shop's fee: every `marketplace_fee` comes from a gateway built with it.
 */
export async function shopPlatformFeeBasisPoints(
  db: Db,
  barbershopId: string,
  platformFeePercent: number,
): Promise<number> {
  const [row] = await db
    .select({ fee: barbershops.platformFeeBasisPoints })
    .from(barbershops)
    .where(eq(barbershops.id, barbershopId))
    .limit(1);
  return platformFeeBasisPoints(
    row?.fee ?? null,
    defaultPlatformFeeBasisPoints(platformFeePercent),
  );
}
