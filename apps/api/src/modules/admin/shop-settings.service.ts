import { settingsMessages } from '@navalha/core/contracts/admin-settings';
import type {
  ShopSettings,
  UpdateFinancialSettingsBody,
  UpdateShopSettingsBody,
} from '@navalha/core/contracts/admin-settings';
import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { isId } from '@navalha/core/contracts/ids';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { services } from '../../db/schema/services.js';
import type { BarbershopRow, NewBarbershopRow } from '../../db/schema/barbershops.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';

type Fees = BarbershopSettings['paymentFeeBasisPoints'];

/** The API's names of the fees (camelCase) and the stored ones (the spec's method names). */
function toFees(fees: Fees): ShopSettings['paymentFees'] {
  return {
    pix: fees.pix,
    debitCard: fees.debit_card,
    creditCard: fees.credit_card,
    wallet: fees.wallet,
    cash: fees.cash,
  };
}

function fromFees(current: Fees, changes: Partial<ShopSettings['paymentFees']>): Fees {
  return {
    pix: changes.pix ?? current.pix,
    debit_card: changes.debitCard ?? current.debit_card,
    credit_card: changes.creditCard ?? current.credit_card,
    wallet: changes.wallet ?? current.wallet,
    cash: changes.cash ?? current.cash,
  };
}

/** The shop's general part, for the log. */
function generalView(row: BarbershopRow) {
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    timeZone: row.timeZone,
    slotStepMinutes: row.settings.slotStepMinutes,
    minNoticeMinutes: row.settings.minNoticeMinutes,
    waitlistOfferMinutes: row.settings.waitlistOfferMinutes,
  };
}

/** The shop's money rules, for the log. */
function financialView(settings: BarbershopSettings) {
  return {
    cancellationWindowHours: settings.cancellationWindowHours,
    cancellationFeePercent: settings.cancellationFeePercent,
    noShowFeePercent: settings.noShowFeePercent,
    maxUnpaidBookingsPerClient: settings.maxUnpaidBookingsPerClient,
    unconfirmedCashExpiresHoursBefore: settings.unconfirmedCashExpiresHoursBefore,
    paymentFeeBasisPoints: settings.paymentFeeBasisPoints,
    pixKey: settings.pixKey,
    pixMerchantName: settings.pixMerchantName,
    pixMerchantCity: settings.pixMerchantCity,
    deposit: settings.deposit,
  };
}

/**
 * The shop's own data and rules. Admins change its name, contact, zone and booking grid; the
 * owner alone its money rules (cancellation fee, payment fees, PIX receiver, how many unpaid
 * bookings a client may hold and when unconfirmed cash bookings expire). What is stored is
 * read where it is used today: bookings and payments read fees, PIX and cancellation terms from
 * the shop's row; availability through its cache, which `onChange` clears.
 */
export class ShopSettingsService {
  private readonly db: Db;
  private readonly onChange: () => void;

  constructor(deps: { db: Db; onChange: () => void }) {
    const { db, onChange } = deps;
    this.db = db;
    this.onChange = onChange;
  }

  async get(actor: AuthUser): Promise<ShopSettings> {
    return toShopSettings(await this.shop(requireManagedShop(actor)), actor);
  }

  async update(actor: AuthUser, body: UpdateShopSettingsBody): Promise<ShopSettings> {
    const updated = await this.write(actor, (current) => ({
      action: 'settings.update',
      changes: {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.address === undefined ? {} : { address: body.address }),
        ...(body.phone === undefined ? {} : { phone: body.phone }),
        ...(body.timeZone === undefined ? {} : { timeZone: body.timeZone }),
        settings: barbershopSettingsSchema.parse({
          ...current.settings,
          ...(body.slotStepMinutes === undefined ? {} : { slotStepMinutes: body.slotStepMinutes }),
          ...(body.minNoticeMinutes === undefined
            ? {}
            : { minNoticeMinutes: body.minNoticeMinutes }),
          ...(body.waitlistOfferMinutes === undefined
            ? {}
            : { waitlistOfferMinutes: body.waitlistOfferMinutes }),
        }),
      },
      view: generalView,
    }));
    return toShopSettings(updated, actor);
  }

  async updateFinancial(actor: AuthUser, body: UpdateFinancialSettingsBody): Promise<ShopSettings> {
    const { paymentFees, deposit, ...others } = body;
    const rest = {
      ...others,
      ...(deposit
        ? {
            deposit: {
              ...deposit,
              serviceIds: [...new Set(deposit.serviceIds.map((id) => id.toLowerCase()))],
            },
          }
        : {}),
    };
    if (rest.deposit) await this.checkDepositServices(requireManagedShop(actor), rest.deposit);
    const updated = await this.write(actor, (current) => ({
      action: 'settings.financial_update',
      changes: {
        settings: barbershopSettingsSchema.parse({
          ...current.settings,
          ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
          paymentFeeBasisPoints: fromFees(
            current.settings.paymentFeeBasisPoints,
            paymentFees ?? {},
          ),
        }),
      },
      view: (row) => financialView(row.settings),
    }));
    return toShopSettings(updated, actor);
  }

  /**
   * Applies `change` to the shop's row as it is under a row lock, and logs it. The settings
   * jsonb is written whole, so reading it before the lock would let an admin saving the booking
   * grid and the owner saving the fees at the same moment each write back the other's old
   * values; locked, the second save starts from the first one's result, and each log row's
   * `before` is what its change really replaced.
   */
  private async write(
    actor: AuthUser,
    change: (current: BarbershopRow) => {
      action: 'settings.update' | 'settings.financial_update';
      changes: Partial<NewBarbershopRow>;
      view: (row: BarbershopRow) => object;
    },
  ): Promise<BarbershopRow> {
    const shopId = requireManagedShop(actor);
    const updated = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(barbershops)
        .where(eq(barbershops.id, shopId))
        .for('update');
      if (!current) throw AppError.forbidden();
      const { action, changes, view } = change(current);
      const [row] = await tx
        .update(barbershops)
        .set(changes)
        .where(eq(barbershops.id, shopId))
        .returning();
      if (!row) throw AppError.forbidden();
      await recordAudit(tx, actor, shopId, {
        action,
        entityId: shopId,
        before: view(current),
        after: view(row),
      });
      return row;
    });
    this.onChange();
    return updated;
  }

  /** A deposit's services must be this shop's (decision 029): 400 in pt-BR otherwise. */
  private async checkDepositServices(
    shopId: string,
    deposit: NonNullable<UpdateFinancialSettingsBody['deposit']>,
  ): Promise<void> {
    const ids = deposit.serviceIds;
    if (ids.length === 0) return;
    const valid = ids.every(isId);
    const found = valid
      ? await this.db
          .select({ id: services.id })
          .from(services)
          .where(and(eq(services.barbershopId, shopId), inArray(services.id, ids)))
      : [];
    if (found.length !== ids.length) {
      throw validationError(settingsMessages.depositServices, 'deposit.serviceIds');
    }
  }

  private async shop(shopId: string): Promise<BarbershopRow> {
    const [row] = await this.db.select().from(barbershops).where(eq(barbershops.id, shopId));
    if (!row) throw AppError.forbidden();
    return row;
  }
}

function toShopSettings(row: BarbershopRow, actor: AuthUser): ShopSettings {
  // Parsed: a shop saved before a setting existed shows its default.
  const settings = barbershopSettingsSchema.parse(row.settings);
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    timeZone: row.timeZone,
    slotStepMinutes: settings.slotStepMinutes,
    minNoticeMinutes: settings.minNoticeMinutes,
    waitlistOfferMinutes: settings.waitlistOfferMinutes,
    cancellationWindowHours: settings.cancellationWindowHours,
    cancellationFeePercent: settings.cancellationFeePercent,
    noShowFeePercent: settings.noShowFeePercent,
    maxUnpaidBookingsPerClient: settings.maxUnpaidBookingsPerClient,
    unconfirmedCashExpiresHoursBefore: settings.unconfirmedCashExpiresHoursBefore,
    paymentFees: toFees(settings.paymentFeeBasisPoints),
    pixKey: settings.pixKey,
    pixMerchantName: settings.pixMerchantName,
    pixMerchantCity: settings.pixMerchantCity,
    deposit: settings.deposit,
    canEditFinancial: actor.role === 'OWNER',
  };
}
