import { z } from 'zod/mini';
import { auditEntities } from '../domain/admin/audit-actions.js';
import { roles } from '../domain/auth/roles.js';
import { isoDateTimeSchema } from './calendar.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

/** `GET /admin/audit-log`: newest first, optionally one kind of entity. */
export const auditLogQuerySchema = z.extend(
  paginationQuerySchema({ defaultLimit: 30, maxLimit: 100 }),
  { entity: z.optional(z.enum(auditEntities, { error: 'Tipo de registro inválido' })) },
);

export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/**
 * One change: who (null when the account no longer exists), what, when, before and after, and
 * the pt-BR sentence the owner reads for it (core's describeAuditEntry, issue 17 §6).
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  summary: z.string(),
  createdAt: isoDateTimeSchema,
  actor: z.object({
    id: z.nullable(z.string()),
    name: z.nullable(z.string()),
    role: z.enum(roles),
  }),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = paginatedSchema(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;
