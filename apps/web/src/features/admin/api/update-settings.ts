import { shopSettingsSchema } from '@navalha/core/contracts/admin-settings';
import type { ShopSettings } from '@navalha/core/contracts/admin-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateFinancialSettings } from './update-financial-settings';
import { adminKeys } from './query-keys';

/** PATCH /admin/settings: the shop's data and booking grid. */
export function updateSettings(body: Record<string, unknown>): Promise<ShopSettings> {
  return apiRequest('/admin/settings', {
    method: 'PATCH',
    body,
    schema: shopSettingsSchema,
    silent: true,
  });
}

/** The settings screen's two saves: 'general' (shop data, grid) or 'financial' (the owner's). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      part,
      body,
    }: {
      part: 'general' | 'financial';
      body: Record<string, unknown>;
    }) => (part === 'general' ? updateSettings(body) : updateFinancialSettings(body)),
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.settings(), settings),
  });
}
