import { publicPageSettingsSchema } from '@navalha/core/contracts/public-shop';
import type { PublicPageSettings } from '@navalha/core/contracts/public-shop';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const publicPageKey = () => [...adminKeys.settings(), 'public-page'] as const;

/** GET /admin/public-page: the public page's address and whether `/` opens it. */
export function getPublicPageSettings(signal?: AbortSignal): Promise<PublicPageSettings> {
  return apiRequest('/admin/public-page', {
    schema: publicPageSettingsSchema,
    signal,
    silent: true,
  });
}

export const publicPageSettingsQueryOptions = queryOptions({
  queryKey: publicPageKey(),
  queryFn: ({ signal }) => getPublicPageSettings(signal),
});

export function usePublicPageSettings() {
  return useQuery(publicPageSettingsQueryOptions);
}

/** PUT /admin/public-page. */
export function useSavePublicPageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest('/admin/public-page', {
        method: 'PUT',
        body,
        schema: publicPageSettingsSchema,
        silent: true,
      }),
    onSuccess: (settings) => queryClient.setQueryData(publicPageKey(), settings),
  });
}
