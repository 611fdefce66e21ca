import { auditLogQuerySchema, auditLogSchema } from '@navalha/core/contracts/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { AuditLogService } from './audit-log.service.js';

export interface AuditRoutesOptions {
  auditLog: AuditLogService;
}

/** The owner's reading of the audit log, in the admin area's part of the API docs. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, options) => {
  const { auditLog } = options;

  app.route({
    ...routeAccess(routeTable.adminAuditLog),
    schema: {
      tags: ['admin'],
      summary: 'Quem alterou o quê, quando, antes e depois (proprietário)',
      security: bearerAuth,
      querystring: auditLogQuerySchema,
      response: { 200: auditLogSchema, ...errorResponses(400) },
    },
    handler: (request) => auditLog.list(getAuthUser(request), request.query),
  });
};
