import { publicLandingSchema } from '@navalha/core/contracts/public-shop';
import type { PublicLanding } from '@navalha/core/contracts/public-shop';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /public/landing, no token: the shop page `/` opens signed out, when the owner of a
 * one-shop install turned that on (issue 18 §1); null keeps the spec's sign-in.
 */
export function getPublicLanding(signal?: AbortSignal): Promise<PublicLanding> {
  return apiRequest('/public/landing', {
    schema: publicLandingSchema,
    auth: false,
    silent: true,
    signal,
  });
}
