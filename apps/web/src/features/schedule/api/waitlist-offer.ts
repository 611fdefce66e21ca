import {
  declinedWaitlistOfferSchema,
  takenWaitlistOfferSchema,
  waitlistOfferSchema,
} from '@navalha/core/contracts/waitlist';
import type { WaitlistOffer } from '@navalha/core/contracts/waitlist';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const waitlistOfferKeys = {
  offer: (entryId: string) => ['waitlist', 'offer', entryId] as const,
};

/** GET /waitlist/{id}/offer: the time held for the client (issue 19 §3). Silent: the screen says. */
export function getWaitlistOffer(entryId: string, signal?: AbortSignal): Promise<WaitlistOffer> {
  return apiRequest(`/waitlist/${encodeURIComponent(entryId)}/offer`, {
    schema: waitlistOfferSchema,
    signal,
    silent: true,
  });
}

export function waitlistOfferQueryOptions(entryId: string) {
  return queryOptions({
    queryKey: waitlistOfferKeys.offer(entryId),
    queryFn: ({ signal }) => getWaitlistOffer(entryId, signal),
    retry: false,
  });
}

export function useWaitlistOffer(entryId: string) {
  return useQuery(waitlistOfferQueryOptions(entryId));
}

/** 'Quero este horário': books it with the normal rules, the method and the total shown. */
export function takeWaitlistOffer(
  entryId: string,
  choice: { paymentMethod: PaymentMethod; total: Cents },
) {
  return apiRequest(`/waitlist/${encodeURIComponent(entryId)}/offer/take`, {
    method: 'POST',
    body: { paymentMethod: choice.paymentMethod, totalPrice: fromCents(choice.total) },
    schema: takenWaitlistOfferSchema,
    silent: true,
  });
}

export function useTakeWaitlistOffer(entryId: string) {
  return useMutation({
    mutationFn: (choice: { paymentMethod: PaymentMethod; total: Cents }) =>
      takeWaitlistOffer(entryId, choice),
  });
}

/** 'Não quero': the time goes to the next in line; the client stays in line. */
export function declineWaitlistOffer(entryId: string) {
  return apiRequest(`/waitlist/${encodeURIComponent(entryId)}/offer/decline`, {
    method: 'POST',
    schema: declinedWaitlistOfferSchema,
    silent: true,
  });
}

export function useDeclineWaitlistOffer(entryId: string) {
  return useMutation({ mutationFn: () => declineWaitlistOffer(entryId) });
}
