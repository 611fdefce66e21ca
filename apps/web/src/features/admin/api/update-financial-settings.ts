import { shopSettingsSchema } from '@navalha/core/contracts/admin-settings';
import type { ShopSettings } from '@navalha/core/contracts/admin-settings';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /admin/settings/financial (the owner's): fees, cancellation and PIX receiver. The
 * settings screen saves through `useSaveSettings`.
 */
export function updateFinancialSettings(body: Record<string, unknown>): Promise<ShopSettings> {
  return apiRequest('/admin/settings/financial', {
    method: 'PATCH',
    body,
    schema: shopSettingsSchema,
    silent: true,
  });
}
