import { shopSettingsSchema } from '@navalha/core/contracts/admin-settings';
import type { ShopSettings } from '@navalha/core/contracts/admin-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiRequest('/admin/settings', { schema: shopSettingsSchema, signal, silent: true });
}

export function useSettings() {
  return useQuery(
    queryOptions({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getSettings(signal) }),
  );
}

/** PATCH /admin/settings (shop data and booking grid) or /admin/settings/financial (owner). */
export function saveSettings(
  part: 'general' | 'financial',
  body: Record<string, unknown>,
): Promise<ShopSettings> {
  return apiRequest(part === 'general' ? '/admin/settings' : '/admin/settings/financial', {
    method: 'PATCH',
    body,
    schema: shopSettingsSchema,
    silent: true,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      part,
      body,
    }: {
      part: 'general' | 'financial';
      body: Record<string, unknown>;
    }) => saveSettings(part, body),
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.settings(), settings),
  });
}
