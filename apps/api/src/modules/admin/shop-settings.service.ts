import type {
  ShopSettings,
  UpdateFinancialSettingsBody,
  UpdateShopSettingsBody,
} from '@navalha/core/contracts/admin-settings';
import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';
import type { BarbershopRow, NewBarbershopRow } from '../../db/schema/barbershops.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { requireManagedShop } from '../barbershops/managed-shop.js';
import { recordAudit } from './audit-trail.js';

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
  };
}

/** The shop's money rules, for the log. */
function financialView(settings: BarbershopSettings) {
  return {
    cancellationWindowHours: settings.cancellationWindowHours,
    cancellationFeePercent: settings.cancellationFeePercent,
    paymentFeeBasisPoints: settings.paymentFeeBasisPoints,
    pixKey: settings.pixKey,
    pixMerchantName: settings.pixMerchantName,
    pixMerchantCity: settings.pixMerchantCity,
  };
}

/**
 * The shop's own data and rules. Admins change its name, contact, zone and booking grid; the
 * owner alone its money rules (cancellation fee, payment fees, PIX receiver). What is stored is
 * read where it is used today: bookings and payments read fees, PIX and cancellation terms from
 * the shop's row; availability through its cache, which `onChange` clears.
 */
export class ShopSettingsService {
  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {}

  async get(actor: AuthUser): Promise<ShopSettings> {
    return toShopSettings(await this.shop(requireManagedShop(actor)), actor);
  }

  async update(actor: AuthUser, body: UpdateShopSettingsBody): Promise<ShopSettings> {
    const shopId = requireManagedShop(actor);
    const current = await this.shop(shopId);
    const settings = barbershopSettingsSchema.parse({
      ...current.settings,
      ...(body.slotStepMinutes === undefined ? {} : { slotStepMinutes: body.slotStepMinutes }),
      ...(body.minNoticeMinutes === undefined ? {} : { minNoticeMinutes: body.minNoticeMinutes }),
    });
    const changes: Partial<NewBarbershopRow> = {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.address === undefined ? {} : { address: body.address }),
      ...(body.phone === undefined ? {} : { phone: body.phone }),
      ...(body.timeZone === undefined ? {} : { timeZone: body.timeZone }),
      settings,
    };
    const updated = await this.write(actor, shopId, changes, (row) => ({
      action: 'settings.update',
      before: generalView(current),
      after: generalView(row),
    }));
    return toShopSettings(updated, actor);
  }

  async updateFinancial(actor: AuthUser, body: UpdateFinancialSettingsBody): Promise<ShopSettings> {
    const shopId = requireManagedShop(actor);
    const current = await this.shop(shopId);
    const { paymentFees, ...rest } = body;
    const settings = barbershopSettingsSchema.parse({
      ...current.settings,
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
      paymentFeeBasisPoints: fromFees(current.settings.paymentFeeBasisPoints, paymentFees ?? {}),
    });
    const updated = await this.write(actor, shopId, { settings }, (row) => ({
      action: 'settings.financial_update',
      before: financialView(current.settings),
      after: financialView(row.settings),
    }));
    return toShopSettings(updated, actor);
  }

  private async write(
    actor: AuthUser,
    shopId: string,
    changes: Partial<NewBarbershopRow>,
    describe: (row: BarbershopRow) => {
      action: 'settings.update' | 'settings.financial_update';
      before: object;
      after: object;
    },
  ): Promise<BarbershopRow> {
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(barbershops)
        .set(changes)
        .where(eq(barbershops.id, shopId))
        .returning();
      if (!row) throw AppError.forbidden();
      await recordAudit(tx, actor, shopId, { entityId: shopId, ...describe(row) });
      return row;
    });
    this.onChange();
    return updated;
  }

  private async shop(shopId: string): Promise<BarbershopRow> {
    const [row] = await this.db.select().from(barbershops).where(eq(barbershops.id, shopId));
    if (!row) throw AppError.forbidden();
    return row;
  }
}

function toShopSettings(row: BarbershopRow, actor: AuthUser): ShopSettings {
  const { settings } = row;
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    timeZone: row.timeZone,
    slotStepMinutes: settings.slotStepMinutes,
    minNoticeMinutes: settings.minNoticeMinutes,
    cancellationWindowHours: settings.cancellationWindowHours,
    cancellationFeePercent: settings.cancellationFeePercent,
    paymentFees: toFees(settings.paymentFeeBasisPoints),
    pixKey: settings.pixKey,
    pixMerchantName: settings.pixMerchantName,
    pixMerchantCity: settings.pixMerchantCity,
    canEditFinancial: actor.role === 'OWNER',
  };
}
