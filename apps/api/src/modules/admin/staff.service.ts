import type {
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
import { isBookableStaff } from '../../db/schema/bookable-staff.js';
import type { TimeOffRow } from '../../db/schema/time-off.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import type { PasswordHasher } from '../auth/password.js';
import type { PasswordsService } from '../auth/passwords.service.js';
import { revokeSessions } from '../auth/session-revocations.js';
import { recordAudit } from '../audit/audit-trail.js';
import { ShopAppointmentsRepository } from './shop-appointments.repository.js';
import { StaffRepository } from './staff.repository.js';
import type { StaffRecord } from './staff.repository.js';

const MAX_TIME_OFF_MS = 366 * 86_400_000;

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
    // An admin or owner who also takes bookings has a barber's services too.
    ...(member.role === 'BARBER' ? {} : { takesBookings: member.takesBookings }),
    ...(isBookableStaff(member) ? { serviceIds: member.serviceIds } : {}),
  };
}

const stillBooked = (count: number, self: boolean) =>
  new AppError(
    409,
    'HAS_UPCOMING_APPOINTMENTS',
    `${self ? 'Você tem' : 'Esta pessoa tem'} ${count} ${count === 1 ? 'agendamento futuro' : 'agendamentos futuros'}. ` +
      'Conclua, cancele ou remarque antes de deixar de atender clientes.',
    'takesBookings',
  );
const notABarberField = () =>
  new AppError(
    403,
    'FORBIDDEN',
    'Os dados de administradores e do proprietário são alterados em Administradores; aqui, só os serviços.',
  );

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
  /** Makes the reset links the team's "reset password" actions hand out. */
  passwords: Pick<PasswordsService, 'issueShopResetLink'>;
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
    return (await this.repository.findStaff(shopId, 'BOOKABLE', this.deps.now())).map(
      toStaffMember,
    );
  }

  async listAdmins(actor: AuthUser): Promise<StaffMember[]> {
    const shopId = requireManagedShop(actor);
    // The owner's team: the admins, the owner and the reception (issue 17 §4).
    const kind = ['ADMIN', 'OWNER', 'RECEPTION'] as const;
    return (await this.repository.findStaff(shopId, kind, this.deps.now())).map(toStaffMember);
  }

  async updateBarber(actor: AuthUser, id: string, body: UpdateBarberBody): Promise<StaffMember> {
    const shopId = requireManagedShop(actor);
    const after = await this.updateAccount(actor, shopId, 'BARBER', id, body, 'barber.update');
    this.deps.onBarbersChange();
    return after;
  }

  async updateAdmin(actor: AuthUser, id: string, body: UpdateAdminBody): Promise<StaffMember> {
    const shopId = requireManagedShop(actor);
    const after = await this.updateAccount(actor, shopId, 'ADMIN', id, body, 'admin.update');
    this.deps.onBarbersChange();
    return after;
  }

  /** A reset link for a barber to set their own password (issue 14 §3). */
  resetBarberPassword(actor: AuthUser, id: string): Promise<ShopResetLink> {
    return this.resetPassword(actor, 'BARBER', id);
  }

  /** A reset link for an admin (owner only). */
  resetAdminPassword(actor: AuthUser, id: string): Promise<ShopResetLink> {
    return this.resetPassword(actor, 'ADMIN', id);
  }

  /**
   * 'Eu também atendo': the signed-in admin or owner starts or stops taking bookings on their own
   * account. Stopping is refused while they still have bookings to attend.
   */
  async setOwnTakesBookings(actor: AuthUser, takesBookings: boolean): Promise<StaffMember> {
    const shopId = requireManagedShop(actor);
    const now = this.deps.now();
    const after = await this.db.transaction(async (tx) => {
      const repository = new StaffRepository(tx);
      const kind = [actor.role] as const;
      const before = await repository.findStaffMemberForUpdate(shopId, kind, actor.userId, now);
      if (!before) throw AppError.forbidden();
      if (!takesBookings && before.takesBookings && before.upcomingAppointments > 0) {
        throw stillBooked(before.upcomingAppointments, true);
      }
      await repository.updateUser(actor.userId, { takesBookings });
      const [updated] = await repository.findStaff(shopId, kind, now, actor.userId);
      if (!updated) throw new Error('an updated account was not found');
      await recordAudit(tx, actor, shopId, {
        action: 'admin.takes_bookings',
        entityId: actor.userId,
        before: { takesBookings: before.takesBookings },
        after: { takesBookings },
      });
      return updated;
    });
    this.deps.onBarbersChange();
    return toStaffMember(after);
  }

  async listTimeOff(actor: AuthUser, barberId: string): Promise<TimeOff[]> {
    const shopId = requireManagedShop(actor);
    if (!(await this.member(shopId, 'BOOKABLE', barberId))) throw barberNotFound();
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
    if (!(await this.member(shopId, 'BOOKABLE', barberId))) throw barberNotFound();
    const timeZone = await this.timeZone(shopId);
    const startsAt = shopLocalToUtc(body.startDate, body.startTime, timeZone);
    const endsAt = shopLocalToUtc(body.endDate, body.endTime, timeZone);
    if (endsAt <= startsAt) throw validationError(staffMessages.timeOffOrder, 'endTime');
    if (endsAt.getTime() - startsAt.getTime() > MAX_TIME_OFF_MS) {
      throw validationError(staffMessages.timeOffTooLong, 'endDate');
    }
    const row = await this.db.transaction(async (tx) => {
      const inserted = await new StaffRepository(tx).insertTimeOff({
        barbershopId: shopId,
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
      // The barbers' screen reaches everyone clients book, but an admin's or the owner's own
      // account only for their services.
      const kind = role === 'BARBER' ? 'BOOKABLE' : (['ADMIN', 'RECEPTION'] as const);
      const before = await repository.findStaffMemberForUpdate(shopId, kind, id, now);
      if (!before) throw role === 'BARBER' ? barberNotFound() : adminNotFound();
      // The reception books for the barbers; it never takes bookings itself.
      if (before.role === 'RECEPTION' && 'takesBookings' in body && body.takesBookings) {
        throw validationError(staffMessages.receptionTakesNoBookings, 'takesBookings');
      }
      const touchesAccount = [body.name, body.phone, body.isActive].some((v) => v !== undefined);
      if (role === 'BARBER' && before.role !== 'BARBER' && touchesAccount) {
        throw notABarberField();
      }
      const takesBookings = 'takesBookings' in body ? body.takesBookings : undefined;
      if (takesBookings === false && before.takesBookings && before.upcomingAppointments > 0) {
        throw stillBooked(before.upcomingAppointments, false);
      }
      if ('serviceIds' in body && body.serviceIds) {
        await this.assertShopServices(repository, shopId, body.serviceIds);
      }
      const changes = Object.fromEntries(
        Object.entries({
          name: body.name,
          phone: body.phone,
          isActive: body.isActive,
          takesBookings,
        }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(changes).length > 0) await repository.updateUser(id, changes);
      if ('serviceIds' in body && body.serviceIds) {
        await repository.replaceBarberServices(shopId, id, body.serviceIds);
      }
      // A deactivated account signs out everywhere, its access tokens too (decision 010).
      if (body.isActive === false) await revokeSessions(tx, id, now);
      const [updated] = await repository.findStaff(shopId, kind, now, id);
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

  /**
   * A single-use reset link, valid 1 hour, that the admin sends to the person: nobody but them
   * ever knows their password. Nothing changes on the account until the link is used (then
   * every session ends); a deactivated account gets no link.
   */
  private async resetPassword(
    actor: AuthUser,
    role: 'BARBER' | 'ADMIN',
    id: string,
  ): Promise<ShopResetLink> {
    const shopId = requireManagedShop(actor);
    // The owner's team screen holds the reception's accounts too.
    const member = await this.member(shopId, role === 'BARBER' ? role : ['ADMIN', 'RECEPTION'], id);
    if (!member) throw role === 'BARBER' ? barberNotFound() : adminNotFound();
    if (!member.isActive) throw validationError(passwordMessages.inactiveNoResetLink);
    return this.db.transaction(async (tx) => {
      const link = await this.deps.passwords.issueShopResetLink(tx, {
        userId: id,
        barbershopId: shopId,
        createdBy: actor.userId,
      });
      await recordAudit(tx, actor, shopId, {
        action: role === 'BARBER' ? 'barber.reset_password' : 'admin.reset_password',
        entityId: id,
      });
      return { ...link, name: member.name, phone: member.phone };
    });
  }

  private async member(
    shopId: string,
    kind: Role | readonly Role[] | 'BOOKABLE',
    id: string,
  ): Promise<StaffRecord | null> {
    const [record] = await this.repository.findStaff(
      shopId,
      kind === 'BOOKABLE' || typeof kind !== 'string' ? kind : [kind],
      this.deps.now(),
      id,
    );
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
