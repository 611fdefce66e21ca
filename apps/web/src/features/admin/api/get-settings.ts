import { shopSettingsSchema } from '@navalha/core/contracts/admin-settings';
import type { ShopSettings } from '@navalha/core/contracts/admin-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/settings: the shop's data, booking grid and (for the owner) financial rules. */
export function getSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiRequest('/admin/settings', { schema: shopSettingsSchema, signal, silent: true });
}

export const settingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings(),
  queryFn: ({ signal }) => getSettings(signal),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
