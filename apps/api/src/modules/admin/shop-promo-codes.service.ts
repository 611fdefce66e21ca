import type {
  AdminPromoCode,
  CreatePromoCodeBody,
  UpdatePromoCodeBody,
} from '@navalha/core/contracts/admin-promo-codes';
import { promoCodeMessages } from '@navalha/core/contracts/admin-promo-codes';
import {
  addDaysToLocalDate,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import type { PromoCodeRow } from '../../db/schema/promo-codes.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import {
  deletePromoCode,
  insertPromoCode,
  updatePromoCode,
} from '../promo-codes/promo-code-uses.js';
import { ShopAppointmentsRepository } from './shop-appointments.repository.js';

const promoCodeNotFound = () => notFound('Código promocional não encontrado');
const codeTaken = () => new AppError(409, 'ALREADY_EXISTS', promoCodeMessages.codeTaken, 'code');

/** A promo code for the log and the screens: its terms, in plain JSON. */
function auditView(row: PromoCodeRow) {
  return {
    code: row.code,
    discountPercent: row.discountPercent,
    isActive: row.isActive,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    maxUsesPerClient: row.maxUsesPerClient,
  };
}

/**
 * A shop's promo codes. Validity is stored as instants, [validFrom, validUntil): the screens'
 * shop-local dates become midnight of the first day and midnight after the last one.
 */
export class ShopPromoCodesService {
  private readonly db: Db;

  constructor(deps: { db: Db }) {
    const { db } = deps;
    this.db = db;
  }

  async list(actor: AuthUser): Promise<AdminPromoCode[]> {
    const shopId = requireManagedShop(actor);
    const timeZone = await this.timeZone(shopId);
    const rows = await this.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.barbershopId, shopId))
      .orderBy(asc(promoCodes.code));
    return rows.map((row) => toAdminPromoCode(row, timeZone));
  }

  async create(actor: AuthUser, body: CreatePromoCodeBody): Promise<AdminPromoCode> {
    const shopId = requireManagedShop(actor);
    const timeZone = await this.timeZone(shopId);
    const row = await this.write(async (tx) => {
      const inserted = await insertPromoCode(tx, {
        barbershopId: shopId,
        code: body.code,
        discountPercent: body.discountPercent,
        isActive: body.isActive,
        validFrom: startOf(body.validFrom, timeZone),
        validUntil: endOf(body.validUntil, timeZone),
        maxUses: body.maxUses,
        maxUsesPerClient: body.maxUsesPerClient,
      });
      await recordAudit(tx, actor, shopId, {
        action: 'promo_code.create',
        entityId: inserted.id,
        after: auditView(inserted),
      });
      return inserted;
    });
    return toAdminPromoCode(row, timeZone);
  }

  /**
   * The checks and the log's "before" read the code locked inside the write's transaction: a
   * booking counting a use meanwhile waits, and the limit is checked against the uses it made.
   */
  async update(actor: AuthUser, id: string, body: UpdatePromoCodeBody): Promise<AdminPromoCode> {
    const shopId = requireManagedShop(actor);
    const timeZone = await this.timeZone(shopId);
    const row = await this.write(async (tx) => {
      const current = await findForUpdate(tx, shopId, id);
      const validFrom =
        body.validFrom === undefined ? current.validFrom : startOf(body.validFrom, timeZone);
      const validUntil =
        body.validUntil === undefined ? current.validUntil : endOf(body.validUntil, timeZone);
      if (validFrom && validUntil && validFrom >= validUntil) {
        throw validationError(promoCodeMessages.validityOrder, 'validUntil');
      }
      if (body.maxUses != null && body.maxUses < current.timesUsed) {
        throw validationError(promoCodeMessages.maxUsesBelowUsed, 'maxUses');
      }
      const updated = await updatePromoCode(tx, shopId, id, {
        ...(body.code === undefined ? {} : { code: body.code }),
        ...(body.discountPercent === undefined ? {} : { discountPercent: body.discountPercent }),
        ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
        ...(body.maxUses === undefined ? {} : { maxUses: body.maxUses }),
        ...(body.maxUsesPerClient === undefined ? {} : { maxUsesPerClient: body.maxUsesPerClient }),
        validFrom,
        validUntil,
      });
      if (!updated) throw promoCodeNotFound();
      await recordAudit(tx, actor, shopId, {
        action: 'promo_code.update',
        entityId: id,
        before: auditView(current),
        after: auditView(updated),
      });
      return updated;
    });
    return toAdminPromoCode(row, timeZone);
  }

  /** Bookings that used the code keep their discount (their link to it is cleared). */
  async remove(actor: AuthUser, id: string): Promise<void> {
    const shopId = requireManagedShop(actor);
    await this.db.transaction(async (tx) => {
      const current = await findForUpdate(tx, shopId, id);
      await deletePromoCode(tx, shopId, id);
      await recordAudit(tx, actor, shopId, {
        action: 'promo_code.delete',
        entityId: id,
        before: auditView(current),
      });
    });
  }

  /** A write whose unique-code violation (another spelling of the same code) is a 409. */
  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw codeTaken();
      throw error;
    }
  }

  private async timeZone(shopId: string): Promise<string> {
    const timeZone = await new ShopAppointmentsRepository(this.db).findTimeZone(shopId);
    if (!timeZone) throw AppError.forbidden();
    return timeZone;
  }
}

/** The shop's code, its row locked until the transaction ends: run inside one. */
async function findForUpdate(tx: Db, shopId: string, id: string): Promise<PromoCodeRow> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.barbershopId, shopId)))
    .for('update');
  if (!row) throw promoCodeNotFound();
  return row;
}

function startOf(date: string | null, timeZone: string): Date | null {
  return date === null ? null : shopLocalToUtc(date, '00:00', timeZone);
}

function endOf(date: string | null, timeZone: string): Date | null {
  return date === null ? null : shopLocalToUtc(addDaysToLocalDate(date, 1), '00:00', timeZone);
}

function toAdminPromoCode(row: PromoCodeRow, timeZone: string): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    discountPercent: row.discountPercent,
    isActive: row.isActive,
    validFrom: row.validFrom ? localDateInZone(row.validFrom, timeZone) : null,
    // The last day included: the instant just before the exclusive end.
    validUntil: row.validUntil ? localDateInZone(row.validUntil.getTime() - 1, timeZone) : null,
    maxUses: row.maxUses,
    maxUsesPerClient: row.maxUsesPerClient,
    timesUsed: row.timesUsed,
    createdAt: row.createdAt,
  };
}
