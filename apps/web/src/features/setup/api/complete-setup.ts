import { setupCompletedSchema } from '@navalha/core/contracts/setup';
import type { SetupCompleted } from '@navalha/core/contracts/setup';
import { apiRequest } from '../../../lib/api-client';
import { setupHeaders } from '../setup-token';

/** POST /setup/complete: creates the shop and its owner, and opens the owner's session. */
export function completeSetup(token: string): Promise<SetupCompleted> {
  return apiRequest('/setup/complete', {
    method: 'POST',
    schema: setupCompletedSchema,
    headers: setupHeaders(token),
    auth: false,
    silent: true,
  });
}
