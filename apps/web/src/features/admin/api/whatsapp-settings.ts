import { whatsappSettingsSchema } from '@navalha/core/contracts/whatsapp';
import type { WhatsappSettings } from '@navalha/core/contracts/whatsapp';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const whatsappKey = () => [...adminKeys.settings(), 'whatsapp'] as const;

/** GET /admin/whatsapp-settings: which messages leave, when, and through which channel. */
export function getWhatsappSettings(signal?: AbortSignal): Promise<WhatsappSettings> {
  return apiRequest('/admin/whatsapp-settings', {
    schema: whatsappSettingsSchema,
    signal,
    silent: true,
  });
}

export const whatsappSettingsQueryOptions = queryOptions({
  queryKey: whatsappKey(),
  queryFn: ({ signal }) => getWhatsappSettings(signal),
});

export function useWhatsappSettings() {
  return useQuery(whatsappSettingsQueryOptions);
}

/** PUT /admin/whatsapp-settings: the whole screen. */
export function useSaveWhatsappSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest('/admin/whatsapp-settings', {
        method: 'PUT',
        body,
        schema: whatsappSettingsSchema,
        silent: true,
      }),
    onSuccess: (settings) => queryClient.setQueryData(whatsappKey(), settings),
  });
}
