import { clientShopMessages } from '@navalha/core/contracts/client-shops';
import type { MyShopList } from '@navalha/core/contracts/client-shops';
import { platformMessages } from '@navalha/core/contracts/platform';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ClientShopsRepository } from './client-shops.repository.js';
import type { ClientShopRow } from './client-shops.repository.js';

/** A shop a client's request means: its id, name, public address and whether it is suspended. */
export type ClientShop = ClientShopRow;

/** More shops than anyone books with; the home's row scrolls through them. */
const BOOKED_SHOPS_LIMIT = 50;

/**
 * Which shop a signed-in request means (decisions 042 and 046), the one rule the wallet and the
 * client's catalog reads share, and the shops a client booked with.
 */
export class ClientShopsService {
  private readonly repository: ClientShopsRepository;

  constructor(deps: { db: Db }) {
    this.repository = new ClientShopsRepository(deps.db);
  }

  /**
   * The shop a request means: the one it names; else a staff member's own shop (decision 035);
   * else the shop of the client's most recent booking, else the install's first shop. 404 for a
   * shop that does not exist (or an install with none).
   */
  async shopOf(actor: AuthUser, shopId: string | undefined): Promise<ClientShop> {
    const named = shopId ?? actor.barbershopId ?? undefined;
    const shop = named
      ? await this.repository.findShop(named)
      : await this.repository.findDefaultShop(actor.userId);
    if (!shop) throw notFound(clientShopMessages.shopNotFound);
    return shop;
  }

  /**
   * The shop whose catalog a client reads: as `shopOf`, and one the operator suspended is
   * refused as its booking is (403 SHOP_SUSPENDED, decision 035).
   */
  async openShopOf(actor: AuthUser, shopId: string | undefined): Promise<ClientShop> {
    const shop = await this.shopOf(actor, shopId);
    if (shop.suspended) {
      throw new AppError(403, 'SHOP_SUSPENDED', platformMessages.shopSuspended);
    }
    return shop;
  }

  /** `GET /users/me/shops`: the shops the caller booked with, the last booked first. */
  async listBooked(actor: AuthUser): Promise<MyShopList> {
    const rows = await this.repository.findBookedShops(actor.userId, BOOKED_SHOPS_LIMIT);
    return { data: rows };
  }
}
