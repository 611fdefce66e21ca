import { publicBarberPageSchema } from '@navalha/core/contracts/public-shop';
import type { PublicBarberPage } from '@navalha/core/contracts/public-shop';
import { apiRequest } from '../../../lib/api-client';

/** GET /public/barbers/{id}, no token: a barber's public page (issue 18 §1). */
export function getPublicBarber(barberId: string, signal?: AbortSignal): Promise<PublicBarberPage> {
  return apiRequest(`/public/barbers/${encodeURIComponent(barberId)}`, {
    schema: publicBarberPageSchema,
    auth: false,
    silent: true,
    signal,
  });
}
