import type { SetupStep } from '@navalha/core/contracts/setup';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { setupHeaders } from '../setup-token';

const savedSchema = z.object({ saved: z.literal(true) });

/** PUT /setup/{step}: one step's answers, validated and kept in the server's draft. */
export async function saveSetupStep(token: string, step: SetupStep, body: unknown): Promise<void> {
  await apiRequest(`/setup/${step}`, {
    method: 'PUT',
    body,
    schema: savedSchema,
    headers: setupHeaders(token),
    auth: false,
    silent: true,
  });
}
