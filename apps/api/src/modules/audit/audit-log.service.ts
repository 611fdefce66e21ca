import type { AuditLog, AuditLogQuery } from '@navalha/core/contracts/admin-audit';
import { describeAuditEntry } from '@navalha/core/domain/admin/audit-sentence';
import type { AuditSubject } from '@navalha/core/domain/admin/audit-sentence';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { AuditLogRepository } from './audit-log.repository.js';
import type { AuditLogRecord, AuditSubjectKind } from './audit-log.repository.js';

/** What an entry is about, to look up by id: its own row, or the barber its hours belong to. */
function subjectRef(row: AuditLogRecord): { kind: AuditSubjectKind; id: string } | null {
  const view = row.after ?? row.before ?? {};
  switch (row.entity) {
    case 'service':
      return row.entityId ? { kind: 'service', id: row.entityId } : null;
    case 'barber':
    case 'admin':
    case 'client':
      return row.entityId ? { kind: 'user', id: row.entityId } : null;
    case 'working_hours':
    case 'time_off':
      return typeof view.barberId === 'string' ? { kind: 'user', id: view.barberId } : null;
    case 'appointment':
      return row.entityId ? { kind: 'appointment', id: row.entityId } : null;
    case 'payment':
      return row.entityId ? { kind: 'payment', id: row.entityId } : null;
    default:
      return null;
  }
}

const noSubject: AuditSubject = { name: null, startsAt: null };

/** The owner's reading of who changed what in the shop, each change as a pt-BR sentence. */
export class AuditLogService {
  private readonly repository: AuditLogRepository;
  private readonly db: Db;

  constructor(deps: { db: Db }) {
    this.db = deps.db;
    this.repository = new AuditLogRepository(deps.db);
  }

  async list(actor: AuthUser, query: AuditLogQuery): Promise<AuditLog> {
    const shopId = requireManagedShop(actor);
    const { page, limit } = query;
    const [shop] = await this.db
      .select({ timeZone: barbershops.timeZone })
      .from(barbershops)
      .where(eq(barbershops.id, shopId));
    if (!shop) throw AppError.forbidden();
    const { rows, total } = await this.repository.findPage(
      shopId,
      query.entity ? { entity: query.entity } : {},
      limit,
      (page - 1) * limit,
    );
    const subjects = await this.subjects(shopId, rows);
    return {
      data: rows.map((row) => {
        const ref = subjectRef(row);
        return {
          id: row.id,
          createdAt: row.createdAt,
          summary: describeAuditEntry({
            action: row.action,
            actorName: row.actorName,
            before: row.before,
            after: row.after,
            subject: (ref && subjects.get(`${ref.kind}:${ref.id}`)) ?? noSubject,
            timeZone: shop.timeZone,
          }),
          actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          before: row.before,
          after: row.after,
        };
      }),
      page,
      limit,
      total,
    };
  }

  /** The page's names, looked up in one query. */
  private async subjects(
    shopId: string,
    rows: AuditLogRecord[],
  ): Promise<Map<string, AuditSubject>> {
    const ids: Record<AuditSubjectKind, string[]> = {
      user: [],
      service: [],
      appointment: [],
      payment: [],
    };
    for (const row of rows) {
      const ref = subjectRef(row);
      if (ref && !ids[ref.kind].includes(ref.id)) ids[ref.kind].push(ref.id);
    }
    if (Object.values(ids).every((list) => list.length === 0)) return new Map();
    const found = await this.repository.findSubjects(shopId, ids);
    return new Map(
      found.map((row) => [
        `${row.kind}:${row.id}`,
        { name: row.name, startsAt: row.startsAt === null ? null : new Date(row.startsAt) },
      ]),
    );
  }
}
