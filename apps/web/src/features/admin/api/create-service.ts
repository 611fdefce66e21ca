import { serviceSchema } from '@navalha/core/contracts/catalog';
import type { Service } from '@navalha/core/contracts/catalog';
import { apiRequest } from '../../../lib/api-client';

/** The body of a service as the form sends it: BRL amounts, as the contract reads them. */
export interface ServiceInput {
  name?: string;
  description?: string | null;
  price?: number;
  promotionalPrice?: number | null;
  durationMinutes?: number;
  imageUrl?: string | null;
  barberIds?: string[];
  isActive?: boolean;
}

/**
 * POST /services: the catalog's own route, which audits the change. The form saves through
 * `useSaveService`.
 */
export function createService(body: ServiceInput): Promise<Service> {
  return apiRequest('/services', { method: 'POST', body, schema: serviceSchema, silent: true });
}
