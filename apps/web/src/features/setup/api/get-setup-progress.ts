import { setupProgressSchema } from '@navalha/core/contracts/setup';
import type { SetupProgress } from '@navalha/core/contracts/setup';
import { apiRequest } from '../../../lib/api-client';
import { setupHeaders } from '../setup-token';

/** GET /setup/progress: the answers saved so far (a reload resumes from them). */
export function getSetupProgress(token: string): Promise<SetupProgress> {
  return apiRequest('/setup/progress', {
    schema: setupProgressSchema,
    headers: setupHeaders(token),
    auth: false,
    silent: true,
  });
}
