import { platformShopListSchema } from '@navalha/core/contracts/platform';
import type { PlatformShopList } from '@navalha/core/contracts/platform';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** GET /platform/shops: every shop with its counts (the operator's home). */
export function listPlatformShops(): Promise<PlatformShopList> {
  return apiRequest('/platform/shops', { schema: platformShopListSchema });
}

const savedSchema = z.object({ saved: z.literal(true) });

/** POST /platform/shops/:id/suspension or …/reactivation, with the reason. */
export async function setShopSuspended(
  shopId: string,
  suspended: boolean,
  reason: string,
): Promise<void> {
  await apiRequest(
    `/platform/shops/${encodeURIComponent(shopId)}/${suspended ? 'suspension' : 'reactivation'}`,
    { method: 'POST', body: { reason }, schema: savedSchema, silent: true },
  );
}

/** PUT /platform/shops/:id/platform-fee: the shop's own fee in percent, or null for the default. */
export async function setShopPlatformFee(shopId: string, feePercent: number | null): Promise<void> {
  await apiRequest(`/platform/shops/${encodeURIComponent(shopId)}/platform-fee`, {
    method: 'PUT',
    body: { feePercent },
    schema: savedSchema,
    silent: true,
  });
}
