import type { AuditLog, AuditLogQuery } from '@navalha/core/contracts/admin-audit';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { AuditLogRepository } from './audit-log.repository.js';

/** The owner's reading of who changed what in the shop. */
export class AuditLogService {
  private readonly repository: AuditLogRepository;

  constructor(deps: { db: Db }) {
    const { db } = deps;
    this.repository = new AuditLogRepository(db);
  }

  async list(actor: AuthUser, query: AuditLogQuery): Promise<AuditLog> {
    const shopId = requireManagedShop(actor);
    const { page, limit } = query;
    const { rows, total } = await this.repository.findPage(
      shopId,
      query.entity ? { entity: query.entity } : {},
      limit,
      (page - 1) * limit,
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
      })),
      page,
      limit,
      total,
    };
  }
}
