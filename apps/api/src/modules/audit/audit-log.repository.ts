import type { AuditEntity } from '@navalha/core/domain/admin/audit-actions';
import { isId } from '@navalha/core/contracts/ids';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { auditLog } from '../../db/schema/audit-log.js';
import type { AuditLogRow, NewAuditLogRow } from '../../db/schema/audit-log.js';
import { users } from '../../db/schema/users.js';

export interface AuditLogRecord extends AuditLogRow {
  actorName: string | null;
}

/** What an entry names, to look up: a user, a service, a booking or a payment, by id. */
export type AuditSubjectKind = 'user' | 'service' | 'appointment' | 'payment';

/** A looked-up name (a booking's or payment's client) and a booking's start in epoch ms. */
export interface AuditSubjectRow {
  kind: AuditSubjectKind;
  id: string;
  name: string | null;
  startsAt: number | null;
}

/** A uuid[] literal of the valid ids (anything else could not name a row). */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.filter(isId).join(',')}}`;
}

/**
 * Which entries a filter finds (issue 17 §6): those of its kind, and those that changed it on
 * the way. A rejection or cancellation that ended the booking's payment is a Pagamentos entry
 * too, and a refund by the shop, which cancels the booking it paid, an Agendamentos one; before,
 * each stayed under the one kind its action names, so 'Pagamentos' stayed empty after a
 * rejection and 'Agendamentos' after a refund's cancellation.
 */
function entityCondition(entity: AuditEntity): SQL | undefined {
  const own = eq(auditLog.entity, entity);
  if (entity === 'payment') {
    return or(
      own,
      sql`(${auditLog.entity} = 'appointment'
        and (${auditLog.before} ->> 'paymentStatus') is distinct from (${auditLog.after} ->> 'paymentStatus'))`,
    );
  }
  if (entity === 'appointment') {
    return or(own, eq(auditLog.action, 'payment.refund'));
  }
  return own;
}

/** The audit log, Drizzle only. Pass a transaction as `db` to write inside it. */
export class AuditLogRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Omit<NewAuditLogRow, 'createdAt'>): Promise<void> {
    // The time of the write, not of the transaction's start (now()): a change that waited for
    // a row lock is then logged after the change it waited for, as it happened. And a
    // microsecond past the shop's last entry, so the log keeps the order of its writes even
    // when two fall in one tick of the clock (PGlite's has milliseconds): a service created
    // then changed at once, or created two at a time, never lists the other way round.
    await this.db.insert(auditLog).values({
      ...row,
      createdAt: sql`greatest(clock_timestamp(), (
        select max(${auditLog.createdAt}) + interval '1 microsecond' from ${auditLog}
        where ${auditLog.barbershopId} = ${row.barbershopId}))`,
    });
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
      filter.entity ? entityCondition(filter.entity) : undefined,
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

  /**
   * The names the page's sentences need, in one statement whatever the page's size: people and
   * services by id, and for bookings and payments (of this shop only) the client's name and the
   * booking's start.
   */
  async findSubjects(
    barbershopId: string,
    ids: Readonly<Record<AuditSubjectKind, readonly string[]>>,
  ): Promise<AuditSubjectRow[]> {
    const startsAt = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
    return executeRows<AuditSubjectRow>(
      this.db,
      sql`select 'user' as kind, u.id::text as id, u.name, null::float8 as "startsAt"
        from users u where u.id = any(${uuidArray(ids.user)}::uuid[])
      union all
      select 'service', s.id::text, s.name, null::float8
        from services s
        where s.id = any(${uuidArray(ids.service)}::uuid[]) and s.barbershop_id = ${barbershopId}
      union all
      select 'appointment', a.id::text, c.name, ${startsAt('a.starts_at')}
        from appointments a inner join users c on c.id = a.client_id
        where a.id = any(${uuidArray(ids.appointment)}::uuid[]) and a.barbershop_id = ${barbershopId}
      union all
      select 'payment', p.id::text, c.name, ${startsAt('a.starts_at')}
        from payments p
        inner join appointments a on a.id = p.appointment_id
        inner join users c on c.id = a.client_id
        where p.id = any(${uuidArray(ids.payment)}::uuid[]) and p.barbershop_id = ${barbershopId}`,
    );
  }
}
