import { monthAvailabilitySchema } from '@navalha/core/contracts/schedule';
import type { MonthAvailability, MonthAvailabilityBody } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /working-hours/month-availability: how each day of a month reads for the booking (free,
 * full, closed or past). Silent: the marks only help, and the day's own times still answer.
 */
export function getMonthAvailability(
  body: MonthAvailabilityBody,
  signal?: AbortSignal,
): Promise<MonthAvailability> {
  return apiRequest('/working-hours/month-availability', {
    method: 'POST',
    body,
    schema: monthAvailabilitySchema,
    signal,
    silent: true,
  });
}

export function monthAvailabilityQueryOptions(body: MonthAvailabilityBody) {
  return queryOptions({
    queryKey: [
      'availability',
      'month',
      body.month,
      [...body.barberIds].sort(),
      [...body.serviceIds].sort(),
    ],
    queryFn: ({ signal }) => getMonthAvailability(body, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** The month's marks; nothing is asked while `body` is null (a barber reading their agenda). */
export function useMonthAvailability(body: MonthAvailabilityBody | null) {
  return useQuery({
    ...monthAvailabilityQueryOptions(body ?? { month: '', barberIds: [], serviceIds: [] }),
    enabled: body !== null,
  });
}
