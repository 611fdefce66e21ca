import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /users/me/export: everything the server holds about the person. Kept as the server wrote
 * it (the file is for them to keep), so it is not parsed into the app's types.
 */
export function exportAccountData(): Promise<unknown> {
  return apiRequest('/users/me/export', { schema: z.unknown(), silent: true });
}
