import { z } from 'zod/mini';

/**
 * GET /api/shop-signup: 200 with this when shops may sign up, 404 when they may not. Apart from
 * platform.ts: the sign-in page asks it on its first load, without the sign-up wizard's schemas.
 */
export const shopSignupStatusSchema = z.object({ open: z.literal(true) });
