import { z } from 'zod/mini';
import { serviceSchema } from './catalog.js';

/** A service as its shop's admin manages it: active or not, with who offers it. */
export const adminServiceSchema = z.extend(serviceSchema, { barberIds: z.array(z.string()) });

export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServiceListSchema = z.array(adminServiceSchema);
