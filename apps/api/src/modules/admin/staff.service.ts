import type {
  CreateAdminBody,
  CreateBarberBody,
  CreatedStaff,
  CreatedTimeOff,
  CreateTimeOffBody,
  StaffMember,
  TimeOff,
  UpdateAdminBody,
  UpdateBarberBody,
} from '@navalha/core/contracts/admin-staff';
import { staffMessages } from '@navalha/core/contracts/admin-staff';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { AuditAction } from '@navalha/core/domain/admin/audit-actions';
import type { Role } from '@navalha/core/domain/auth/roles';
import {
  localDateInZone,
  localTimeInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { TimeOffRow } from '../../db/schema/time-off.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { PasswordHasher } from '../auth/password.js';
import { revokeSessions } from '../auth/session-revocations.js';
import { requireManagedShop } from '../barbershops/managed-shop.js';
import { recordAudit } from './audit-trail.js';
import { ShopAppointmentsRepository } from './shop-appointments.repository.js';
import { StaffRepository } from './staff.repository.js';
import type { StaffRecord } from './staff.repository.js';
import { generateTemporaryPassword } from './temporary-password.js';

const MAX_TIME_OFF_MS = 366 * 86_400_000;

const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', errorMessages.emailInUse, 'email');
const barberNotFound = () => notFound(errorMessages.barberNotFound);
const adminNotFound = () => notFound('Administrador não encontrado');
const timeOffNotFound = () => notFound('Folga não encontrada');

/** What a staff account is, for the log: never its password hash. */
function auditView(member: StaffRecord) {
  return {
    name: member.name,
    email: member.email,
    phone: member.phone,
    role: member.role,
    isActive: member.isActive,
    ...(member.role === 'BARBER' ? { serviceIds: member.serviceIds } : {}),
  };
}

function toStaffMember(record: StaffRecord): StaffMember {
  return { ...record };
}

function toTimeOff(row: TimeOffRow, timeZone: string): TimeOff {
  return {
    id: row.id,
    barberId: row.barberId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    startDate: localDateInZone(row.startsAt, timeZone),
    startTime: localTimeInZone(row.startsAt, timeZone),
    endDate: localDateInZone(row.endsAt, timeZone),
    endTime: localTimeInZone(row.endsAt, timeZone),
    reason: row.reason,
  };
}

export interface StaffServiceDeps {
  db: Db;
  passwordHasher: PasswordHasher;
  now: () => Date;
  /** Runs after a change availability reads (a barber's services or status). */
  onBarbersChange: () => void;
}

/**
 * The shop's people: barber accounts (admins and owner), admin accounts (owner only), one-time
 * passwords and time off. Every change and its audit record share one transaction.
 */
export class StaffService {
  private readonly db: Db;
  private readonly repository: StaffRepository;

  constructor(private readonly deps: StaffServiceDeps) {
    this.db = deps.db;
    this.repository = new StaffRepository(deps.db);
  }

  async listBarbers(actor: AuthUser): Promise<StaffMember[]> {
    const shopId = requireManagedShop(actor);
    return (await this.repository.findStaff(shopId, ['BARBER'], this.deps.now())).map(
      toStaffMember,
    );
  }

  async listAdmins(actor: AuthUser): Promise<StaffMember[]> {
    const shopId = requireManagedShop(actor);
    return (await this.repository.findStaff(shopId, ['ADMIN', 'OWNER'], this.deps.now())).map(
      toStaffMember,
    );
  }

  async createBarber(actor: AuthUser, body: CreateBarberBody): Promise<CreatedStaff> {
    const shopId = requireManagedShop(actor);
    await this.assertShopServices(this.repository, shopId, body.serviceIds);
    const created = await this.createAccount(actor, shopId, 'BARBER', body, body.serviceIds);
    this.deps.onBarbersChange();
    return created;
  }

  async createAdmin(actor: AuthUser, body: CreateAdminBody): Promise<CreatedStaff> {
    const shopId = requireManagedShop(actor);
    return this.createAccount(actor, shopId, 'ADMIN', body, []);
  }

  async updateBarber(actor: AuthUser, id: string, body: UpdateBarberBody): Promise<StaffMember> {
    const shopId = requireManagedShop(actor);
    const after = await this.updateAccount(actor, shopId, 'BARBER', id, body, 'barber.update');
    this.deps.onBarbersChange();
    return after;
  }

  async updateAdmin(actor: AuthUser, id: string, body: UpdateAdminBody): Promise<StaffMember> {
    const shopId = requireManagedShop(actor);
    return this.updateAccount(actor, shopId, 'ADMIN', id, body, 'admin.update');
  }

  /** A new one-time password for a barber (their sessions end). */
  resetBarberPassword(actor: AuthUser, id: string): Promise<{ temporaryPassword: string }> {
    return this.resetPassword(actor, 'BARBER', id);
  }

  /** A new one-time password for an admin (owner only; their sessions end). */
  resetAdminPassword(actor: AuthUser, id: string): Promise<{ temporaryPassword: string }> {
    return this.resetPassword(actor, 'ADMIN', id);
  }

  async listTimeOff(actor: AuthUser, barberId: string): Promise<TimeOff[]> {
    const shopId = requireManagedShop(actor);
    if (!(await this.member(shopId, 'BARBER', barberId))) throw barberNotFound();
    const timeZone = await this.timeZone(shopId);
    const rows = await this.repository.findUpcomingTimeOff(barberId, this.deps.now());
    return rows.map((row) => toTimeOff(row, timeZone));
  }

  async createTimeOff(
    actor: AuthUser,
    barberId: string,
    body: CreateTimeOffBody,
  ): Promise<CreatedTimeOff> {
    const shopId = requireManagedShop(actor);
    if (!(await this.member(shopId, 'BARBER', barberId))) throw barberNotFound();
    const timeZone = await this.timeZone(shopId);
    const startsAt = shopLocalToUtc(body.startDate, body.startTime, timeZone);
    const endsAt = shopLocalToUtc(body.endDate, body.endTime, timeZone);
    if (endsAt <= startsAt) throw validationError(staffMessages.timeOffOrder, 'endTime');
    if (endsAt.getTime() - startsAt.getTime() > MAX_TIME_OFF_MS) {
      throw validationError(staffMessages.timeOffTooLong, 'endDate');
    }
    const row = await this.db.transaction(async (tx) => {
      const inserted = await new StaffRepository(tx).insertTimeOff({
        barberId,
        startsAt,
        endsAt,
        reason: body.reason,
      });
      await recordAudit(tx, actor, shopId, {
        action: 'time_off.create',
        entityId: inserted.id,
        after: { barberId, startsAt, endsAt, reason: body.reason },
      });
      return inserted;
    });
    const overlappingAppointments = await this.repository.countOverlappingAppointments(
      barberId,
      startsAt,
      endsAt,
    );
    return { timeOff: toTimeOff(row, timeZone), overlappingAppointments };
  }

  async deleteTimeOff(actor: AuthUser, id: string): Promise<void> {
    const shopId = requireManagedShop(actor);
    const row = await this.repository.findTimeOff(id);
    if (row?.barbershopId !== shopId) throw timeOffNotFound();
    await this.db.transaction(async (tx) => {
      // The row as deleted: two removals at once log one deletion, the other answers 404.
      const deleted = await new StaffRepository(tx).deleteTimeOff(id);
      if (!deleted) throw timeOffNotFound();
      await recordAudit(tx, actor, shopId, {
        action: 'time_off.delete',
        entityId: id,
        before: {
          barberId: deleted.barberId,
          startsAt: deleted.startsAt,
          endsAt: deleted.endsAt,
          reason: deleted.reason,
        },
      });
    });
  }

  private async createAccount(
    actor: AuthUser,
    shopId: string,
    role: 'BARBER' | 'ADMIN',
    body: { name: string; email: string; phone?: string | null | undefined },
    serviceIds: readonly string[],
  ): Promise<CreatedStaff> {
    if (await this.repository.existsUserWithEmail(body.email)) throw emailInUse();
    const temporaryPassword = generateTemporaryPassword();
    // Hashing takes tens of milliseconds: before the transaction, never inside it.
    const passwordHash = await this.deps.passwordHasher.hash(temporaryPassword);
    let id: string;
    try {
      id = await this.db.transaction(async (tx) => {
        const repository = new StaffRepository(tx);
        const userId = await repository.insertUser({
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          passwordHash,
          role,
          provider: 'LOCAL',
          barbershopId: shopId,
          isVerified: true,
        });
        if (role === 'BARBER') {
          await repository.replaceBarberServices(userId, serviceIds);
          await repository.copyShopWeek(shopId, userId);
        }
        const [created] = await repository.findStaff(shopId, [role], this.deps.now(), userId);
        if (!created) throw new Error('a new account was not found');
        await recordAudit(tx, actor, shopId, {
          action: role === 'BARBER' ? 'barber.create' : 'admin.create',
          entityId: userId,
          after: auditView(created),
        });
        return userId;
      });
    } catch (error) {
      // Two creations with one e-mail at once: the unique index decides.
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw emailInUse();
      throw error;
    }
    const member = await this.member(shopId, role, id);
    if (!member) throw new Error('a new account was not found');
    return { member: toStaffMember(member), temporaryPassword };
  }

  /**
   * The account is read with its row locked inside the write's transaction, so that two edits
   * at once take turns and each log row's "before" is what that edit replaced.
   */
  private async updateAccount(
    actor: AuthUser,
    shopId: string,
    role: 'BARBER' | 'ADMIN',
    id: string,
    body: UpdateBarberBody | UpdateAdminBody,
    action: AuditAction,
  ): Promise<StaffMember> {
    const now = this.deps.now();
    const after = await this.db.transaction(async (tx) => {
      const repository = new StaffRepository(tx);
      const before = await repository.findStaffMemberForUpdate(shopId, role, id, now);
      if (!before) throw role === 'BARBER' ? barberNotFound() : adminNotFound();
      if ('serviceIds' in body && body.serviceIds) {
        await this.assertShopServices(repository, shopId, body.serviceIds);
      }
      const changes = Object.fromEntries(
        Object.entries({ name: body.name, phone: body.phone, isActive: body.isActive }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      if (Object.keys(changes).length > 0) await repository.updateUser(id, changes);
      if ('serviceIds' in body && body.serviceIds) {
        await repository.replaceBarberServices(id, body.serviceIds);
      }
      // A deactivated account signs out everywhere, its access tokens too (decision 010).
      if (body.isActive === false) await revokeSessions(tx, id, now);
      const [updated] = await repository.findStaff(shopId, [role], now, id);
      if (!updated) throw new Error('an updated account was not found');
      await recordAudit(tx, actor, shopId, {
        action,
        entityId: id,
        before: auditView(before),
        after: auditView(updated),
      });
      return updated;
    });
    return toStaffMember(after);
  }

  private async resetPassword(
    actor: AuthUser,
    role: 'BARBER' | 'ADMIN',
    id: string,
  ): Promise<{ temporaryPassword: string }> {
    const shopId = requireManagedShop(actor);
    const member = await this.member(shopId, role, id);
    if (!member) throw role === 'BARBER' ? barberNotFound() : adminNotFound();
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await this.deps.passwordHasher.hash(temporaryPassword);
    const now = this.deps.now();
    await this.db.transaction(async (tx) => {
      const repository = new StaffRepository(tx);
      await repository.updateUser(id, { passwordHash });
      // Whoever held the old password is signed out everywhere, access tokens included.
      await revokeSessions(tx, id, now);
      await recordAudit(tx, actor, shopId, {
        action: role === 'BARBER' ? 'barber.reset_password' : 'admin.reset_password',
        entityId: id,
      });
    });
    return { temporaryPassword };
  }

  private async member(shopId: string, role: Role, id: string): Promise<StaffRecord | null> {
    const [record] = await this.repository.findStaff(shopId, [role], this.deps.now(), id);
    return record ?? null;
  }

  private async assertShopServices(
    repository: StaffRepository,
    shopId: string,
    serviceIds: readonly string[],
  ): Promise<void> {
    const found = new Set(await repository.findShopServiceIds(shopId, serviceIds));
    if (serviceIds.some((id) => !found.has(id))) {
      throw validationError(staffMessages.serviceNotFound, 'serviceIds');
    }
  }

  private async timeZone(shopId: string): Promise<string> {
    const timeZone = await new ShopAppointmentsRepository(this.db).findTimeZone(shopId);
    if (!timeZone) throw AppError.forbidden();
    return timeZone;
  }
}
