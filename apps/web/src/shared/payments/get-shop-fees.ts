import { paymentMethodsSchema } from '@navalha/core/contracts/payments';
import type { PaymentMethods, ShopBookingRules } from '@navalha/core/contracts/payments';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** A shop's payment fee per method, in basis points (100 = 1%). */
export type FeeTable = Readonly<Record<PaymentMethod, number>>;

/**
 * GET /payments/methods?barberShopId=…: the methods and the fees this shop charges, which its
 * owner may have changed from the spec's defaults. Silent: the screens price with the defaults
 * meanwhile, and the server reprices every booking anyway.
 */
export function getPaymentMethods(
  barberShopId: string,
  signal?: AbortSignal,
): Promise<PaymentMethods> {
  const query = new URLSearchParams({ barberShopId });
  return apiRequest(`/payments/methods?${query}`, {
    schema: paymentMethodsSchema,
    silent: true,
    signal,
  });
}

export function shopFeesQueryOptions(barberShopId: string) {
  return queryOptions({
    ...getMethodsQuery(barberShopId),
    select: (answer: PaymentMethods): FeeTable =>
      Object.fromEntries(
        answer.data.map((option) => [option.method, option.feeBasisPoints]),
      ) as Record<PaymentMethod, number>,
  });
}

/**
 * The fee table of the shop the booking is at. `fees` is undefined without a shop (a draft
 * saved before the draft named it: the defaults apply) and until the shop's answer comes;
 * `loading` says the latter.
 */
export function useShopFees(barberShopId: string | null | undefined): {
  fees: FeeTable | undefined;
  loading: boolean;
} {
  const query = useQuery({
    ...shopFeesQueryOptions(barberShopId ?? ''),
    enabled: Boolean(barberShopId),
  });
  return { fees: query.data, loading: Boolean(barberShopId) && query.isPending };
}

/**
 * The shop's current booking rules (cancellation window and fee, no-show fee, zone), from the
 * same answer as its fees: the screens never assume the spec's defaults (issue 18 §2).
 * Undefined until known, or without a shop.
 */
export function useShopRules(
  barberShopId: string | null | undefined,
): ShopBookingRules | undefined {
  const query = useQuery({
    ...getMethodsQuery(barberShopId ?? ''),
    enabled: Boolean(barberShopId),
  });
  return query.data?.rules;
}

/**
 * Whether the shop takes PIX and cards online (decision 043): false, with the server's pt-BR
 * line, for a shop without its own Mercado Pago account. Undefined until known, or without a
 * shop (the server decides again at booking).
 */
export function useShopOnlinePayments(
  barberShopId: string | null | undefined,
): { available: boolean; message: string | null } | undefined {
  const query = useQuery({
    ...getMethodsQuery(barberShopId ?? ''),
    enabled: Boolean(barberShopId),
  });
  return query.data?.onlinePayments;
}

function getMethodsQuery(barberShopId: string) {
  return queryOptions({
    queryKey: ['payment-methods', barberShopId] as const,
    queryFn: ({ signal }) => getPaymentMethods(barberShopId, signal),
    staleTime: 60_000,
  });
}

/**
 * Forgets the shop's fees and rules and asks again: after a PRICE_CHANGED the owner has changed
 * them, and a method switched to afterwards must be priced at the new rates.
 */
export function useRefreshShopRules(): (barberShopId: string | null | undefined) => Promise<void> {
  const client = useQueryClient();
  return (barberShopId) =>
    client.invalidateQueries({ queryKey: ['payment-methods', barberShopId ?? ''] });
}
