import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { AuditLogService } from './audit-log.service.js';
import { auditRoutes } from './audit.routes.js';

export interface AuditModuleDeps {
  db: Db;
}

/** The owner's audit log; other modules write to it with `recordAudit` (audit-trail.ts). */
export function buildAuditModule({ db }: AuditModuleDeps) {
  const auditLog = new AuditLogService({ db });
  return {
    auditLog,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(auditRoutes, { auditLog });
    },
  };
}
