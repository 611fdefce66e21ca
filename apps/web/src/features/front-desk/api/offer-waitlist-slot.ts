import { availabilitySchema } from '@navalha/core/contracts/schedule';
import type { DeskWaitlistOfferBody } from '@navalha/core/contracts/waitlist';
import { deskWaitlistOfferSchema } from '@navalha/core/contracts/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopWaitlistKeys } from './get-shop-waitlist';

/**
 * GET /working-hours/barber/{id}/available-times: the barber's free start times on `date` for
 * a booking of `durationMinutes` (what the desk may offer). Silent: the form says.
 */
export function useFreeTimes(barberId: string, date: string, durationMinutes: number) {
  return useQuery({
    queryKey: ['admin', 'waitlist', 'free-times', barberId, date, durationMinutes],
    enabled: barberId !== '',
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ date, serviceDuration: String(durationMinutes) });
      const answer = await apiRequest(
        `/working-hours/barber/${encodeURIComponent(barberId)}/available-times?${query}`,
        { schema: availabilitySchema, signal, silent: true },
      );
      return answer.times.filter((slot) => slot.available).map((slot) => slot.time);
    },
  });
}

/** POST /admin/waitlist/{id}/offer: 'Oferecer horário' (issue 19 §3). Silent: the form says. */
export function offerWaitlistSlot(entryId: string, body: DeskWaitlistOfferBody) {
  return apiRequest(`/admin/waitlist/${encodeURIComponent(entryId)}/offer`, {
    method: 'POST',
    body,
    schema: deskWaitlistOfferSchema,
    silent: true,
  });
}

export function useOfferWaitlistSlot(entryId: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskWaitlistOfferBody) => offerWaitlistSlot(entryId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopWaitlistKeys.day(date) }),
  });
}
