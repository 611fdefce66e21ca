import type { AuditAction, AuditEntity } from '@navalha/core/domain/admin/audit-actions';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AuditLogRepository } from './audit-log.repository.js';

/** A change as the log keeps it: the entity before and after, as plain JSON (null: none). */
export interface AuditChange {
  action: AuditAction;
  entityId: string | null;
  before?: object | null;
  after?: object | null;
}

/** Dates become ISO strings and undefined fields disappear, as they would in the jsonb. */
function toJson(value: object | null | undefined): Record<string, unknown> | null {
  return value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : null;
}

/**
 * Writes who made a change in `shopId`, what and when. Call it with the transaction that makes
 * the change (`db` is then that transaction), so the change and its record commit together.
 */
export async function recordAudit(
  db: Db,
  actor: AuthUser,
  shopId: string,
  change: AuditChange,
): Promise<void> {
  await new AuditLogRepository(db).insert({
    barbershopId: shopId,
    actorId: actor.userId,
    actorRole: actor.role,
    action: change.action,
    entity: change.action.split('.')[0] as AuditEntity,
    entityId: change.entityId,
    before: toJson(change.before),
    after: toJson(change.after),
  });
}
