import type {
  PlatformShop,
  PlatformShopFeeBody,
  PlatformShopList,
  PlatformShopStatusBody,
} from '@navalha/core/contracts/platform';
import { platformMessages } from '@navalha/core/contracts/platform';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { PlatformRepository } from './platform.repository.js';
import type { PlatformShopRow } from './platform.repository.js';

const DAY_MS = 86_400_000;

function toPlatformShop(row: PlatformShopRow): PlatformShop {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    createdAt: row.createdAt,
    bookingsLast30Days: row.bookingsLast30Days,
    staffCount: row.staffCount,
    suspendedAt: row.suspendedAt,
    suspensionReason: row.suspensionReason,
    platformFeePercent: row.platformFeeBasisPoints,
  };
}

/**
 * The platform's operator (issue 20 §1, decision 035): lists the shops with counts, suspends and
 * reactivates one with a reason, sets a shop's platform fee (issue 20 §3, decision 043), each
 * change in that shop's audit log. It reads no client, no booking and no payment of a shop:
 * only `count(*)` of them.
 */
export class PlatformService {
  private readonly db: Db;
  private readonly now: () => Date;
  /** PLATFORM_FEE_PERCENT in basis points: the fee of a shop without its own. */
  private readonly defaultFeeBasisPoints: number;

  constructor(deps: { db: Db; now: () => Date; defaultFeeBasisPoints: number }) {
    this.db = deps.db;
    this.now = deps.now;
    this.defaultFeeBasisPoints = deps.defaultFeeBasisPoints;
  }

  async listShops(): Promise<PlatformShopList> {
    const since = new Date(this.now().getTime() - 30 * DAY_MS);
    const rows = await new PlatformRepository(this.db).listShops(since);
    return {
      data: rows.map(toPlatformShop),
      defaultPlatformFeePercent: this.defaultFeeBasisPoints,
    };
  }

  /** Sets the shop's platform fee, or clears it (null) back to the default; audited. */
  async setPlatformFee(actor: AuthUser, shopId: string, body: PlatformShopFeeBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repository = new PlatformRepository(tx);
      const before = await repository.findShopForUpdate(shopId);
      if (!before) throw notFound(platformMessages.shopNotFound);
      await repository.setPlatformFee(shopId, body.feePercent);
      await recordAudit(tx, actor, shopId, {
        action: 'shop.platform_fee_update',
        entityId: shopId,
        before: { platformFeeBasisPoints: before.platformFeeBasisPoints },
        after: { platformFeeBasisPoints: body.feePercent },
      });
    });
  }

  async suspend(actor: AuthUser, shopId: string, body: PlatformShopStatusBody): Promise<void> {
    await this.change(actor, shopId, body.reason, true);
  }

  async reactivate(actor: AuthUser, shopId: string, body: PlatformShopStatusBody): Promise<void> {
    await this.change(actor, shopId, body.reason, false);
  }

  private async change(
    actor: AuthUser,
    shopId: string,
    reason: string,
    suspend: boolean,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repository = new PlatformRepository(tx);
      const before = await repository.findShopForUpdate(shopId);
      if (!before) throw notFound(platformMessages.shopNotFound);
      if (suspend && before.suspendedAt) {
        throw new AppError(409, 'SHOP_ALREADY_SUSPENDED', platformMessages.alreadySuspended);
      }
      if (!suspend && !before.suspendedAt) {
        throw new AppError(409, 'SHOP_NOT_SUSPENDED', platformMessages.notSuspended);
      }
      const after = suspend
        ? { suspendedAt: this.now(), suspensionReason: reason }
        : { suspendedAt: null, suspensionReason: null };
      await repository.setSuspension(shopId, after);
      await recordAudit(tx, actor, shopId, {
        action: suspend ? 'shop.suspend' : 'shop.reactivate',
        entityId: shopId,
        before: { suspendedAt: before.suspendedAt, suspensionReason: before.suspensionReason },
        after: { ...after, reason },
      });
    });
  }
}
