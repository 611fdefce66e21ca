import type { AuditEntity } from '@navalha/core/domain/admin/audit-actions';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import type { AuditLogRow, NewAuditLogRow } from '../../db/schema/audit-log.js';
import { users } from '../../db/schema/users.js';

export interface AuditLogRecord extends AuditLogRow {
  actorName: string | null;
}

/** The audit log, Drizzle only. Pass a transaction as `db` to write inside it. */
export class AuditLogRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Omit<NewAuditLogRow, 'createdAt'>): Promise<void> {
    // The time of the write, not of the transaction's start (now()): a change that waited for
    // a row lock is then logged after the change it waited for, as it happened.
    await this.db.insert(auditLog).values({ ...row, createdAt: sql`clock_timestamp()` });
  }

  /** One page of a shop's log, newest first, with who did each change; and how many in all. */
  async findPage(
    barbershopId: string,
    filter: { entity?: AuditEntity },
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditLogRecord[]; total: number }> {
    const where = and(
      eq(auditLog.barbershopId, barbershopId),
      filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ entry: auditLog, actorName: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return {
      rows: rows.map(({ entry, actorName }) => ({ ...entry, actorName })),
      total: totals?.total ?? 0,
    };
  }
}
