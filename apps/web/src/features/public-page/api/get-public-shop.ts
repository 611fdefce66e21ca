import { publicShopSchema } from '@navalha/core/contracts/public-shop';
import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { apiRequest } from '../../../lib/api-client';

/** GET /public/shops/{slug}, no token: the shop's public page (issue 18 §1). */
export function getPublicShop(slug: string, signal?: AbortSignal): Promise<PublicShop> {
  return apiRequest(`/public/shops/${encodeURIComponent(slug)}`, {
    schema: publicShopSchema,
    auth: false,
    silent: true,
    signal,
  });
}
