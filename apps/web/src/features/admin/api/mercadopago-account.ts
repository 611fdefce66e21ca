import {
  mercadopagoAccountSchema,
  mercadopagoAuthorizationSchema,
} from '@navalha/core/contracts/mercadopago-account';
import type { MercadopagoAccount } from '@navalha/core/contracts/mercadopago-account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const accountKey = () => [...adminKeys.settings(), 'mercadopago'] as const;

/** GET /admin/mercadopago-account: the shop's own Mercado Pago account (decision 043). */
export function getMercadopagoAccount(signal?: AbortSignal): Promise<MercadopagoAccount> {
  return apiRequest('/admin/mercadopago-account', {
    schema: mercadopagoAccountSchema,
    signal,
    silent: true,
  });
}

export const mercadopagoAccountQueryOptions = queryOptions({
  queryKey: accountKey(),
  queryFn: ({ signal }) => getMercadopagoAccount(signal),
});

export function useMercadopagoAccount(enabled: boolean) {
  return useQuery({ ...mercadopagoAccountQueryOptions, enabled });
}

/** Leaving the app for Mercado Pago's authorization page; tests stand in for the browser. */
export const mercadopagoNavigation = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};

/** POST /admin/mercadopago-account/authorization, then off to Mercado Pago. */
export function useConnectMercadopago() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/admin/mercadopago-account/authorization', {
        method: 'POST',
        schema: mercadopagoAuthorizationSchema,
        silent: true,
      }),
    onSuccess: ({ authorizationUrl }) => mercadopagoNavigation.goTo(authorizationUrl),
  });
}

/** DELETE /admin/mercadopago-account: the shop takes cash at the shop only from then on. */
export function useDisconnectMercadopago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/admin/mercadopago-account', {
        method: 'DELETE',
        schema: z.object({ disconnected: z.boolean() }),
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey() }),
  });
}
