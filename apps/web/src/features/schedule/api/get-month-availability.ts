import { monthAvailabilitySchema } from '@navalha/core/contracts/schedule';
import type { MonthAvailability, MonthAvailabilityBody } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useVisitorShop, visitorApiPath } from '../../../shared/visitor-booking/visitor-shop';

/**
 * POST /working-hours/month-availability: how each day of a month reads for the booking (free,
 * full, closed or past). Silent: the marks only help, and the day's own times still answer.
 */
export function getMonthAvailability(
  body: MonthAvailabilityBody,
  signal?: AbortSignal,
  /** A visitor's shop address (decision 034): its public read, without a token. */
  visitorSlug: string | null = null,
): Promise<MonthAvailability> {
  const url = visitorSlug
    ? visitorApiPath(visitorSlug, 'month-availability')
    : '/working-hours/month-availability';
  return apiRequest(url, {
    method: 'POST',
    body,
    auth: visitorSlug === null,
    schema: monthAvailabilitySchema,
    signal,
    silent: true,
  });
}

export function monthAvailabilityQueryOptions(
  body: MonthAvailabilityBody,
  visitorSlug: string | null = null,
) {
  return queryOptions({
    queryKey: [
      'availability',
      visitorSlug,
      'month',
      body.month,
      [...body.barberIds].sort(),
      [...body.serviceIds].sort(),
    ],
    queryFn: ({ signal }) => getMonthAvailability(body, signal, visitorSlug),
    staleTime: 30_000,
    retry: false,
  });
}

/** The month's marks; nothing is asked while `body` is null (a barber reading their agenda). */
export function useMonthAvailability(body: MonthAvailabilityBody | null) {
  const visitorSlug = useVisitorShop();
  return useQuery({
    ...monthAvailabilityQueryOptions(
      body ?? { month: '', barberIds: [], serviceIds: [] },
      visitorSlug,
    ),
    enabled: body !== null,
  });
}
