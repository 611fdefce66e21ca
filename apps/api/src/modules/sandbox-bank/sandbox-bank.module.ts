import type { FastifyInstance } from 'fastify';
import type { SandboxBank } from '../../gateways/payment-gateway.js';
import type { PaymentsModule } from '../payments/payments.module.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { sandboxPagesRoutes } from './sandbox-pages.routes.js';
import { sandboxPayerRoutes } from './sandbox-payer.routes.js';

export interface SandboxBankModuleDeps {
  payments: PaymentsModule['sandbox'];
  wallet: WalletService;
  sandbox: SandboxBank;
}

/**
 * The sandbox's test bank: the hosted checkout and "bank app" pages a payer opens outside the
 * app, as they would Mercado Pago's, and the test payer's API routes. Built only when the
 * sandbox gateway is in use.
 */
export function buildSandboxBankModule(deps: SandboxBankModuleDeps) {
  return {
    register: async (app: FastifyInstance): Promise<void> => {
      await app.register(sandboxPagesRoutes, { service: deps.payments, links: deps.sandbox.links });
      await app.register(sandboxPayerRoutes, deps);
    },
  };
}
