import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import { moneyHistoryRoutes } from './money-history.routes.js';
import { MoneyHistoryService } from './money-history.service.js';
import { walletRoutes } from './wallet.routes.js';
import { WalletService } from './wallet.service.js';

export interface WalletModuleDeps {
  db: Db;
  gateways: ShopGateways;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Refunds to wallets that the wallet's sweep finishes (WalletServiceOptions). */
  refundsDue?: () => Promise<number>;
}

/** The wallet module built from its dependencies: its service and its routes. */
export function buildWalletModule(deps: WalletModuleDeps) {
  const service = new WalletService(deps);
  const history = new MoneyHistoryService(deps);
  return {
    service,
    register: async (app: FastifyInstance): Promise<void> => {
      await app.register(walletRoutes, { service });
      await app.register(moneyHistoryRoutes, { service: history });
    },
  };
}
