import { z } from 'zod/mini';
import { errorCodes } from './errors.js';

// Apart from errors.ts, which every screen imports for its codes and messages: the web parses
// this body only once an error arrives, so the first screens load no zod (decision 044).

/** The one error body every API failure answers with. */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  code: z.enum(errorCodes),
  message: z.string(),
  field: z.optional(z.string()),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
