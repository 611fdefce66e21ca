import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from '../../gateways/payment-gateway.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { DeskPayments } from './desk-payments.js';
import { deskPaymentsRoutes } from './desk-payments.routes.js';
import { paymentsPublicRoutes } from './payments-public.routes.js';
import { paymentsRoutes } from './payments.routes.js';
import { PaymentsService } from './payments.service.js';

export interface PaymentsModuleDeps {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The wallet's ledger, for the wallet as a payment method (decision 017). */
  wallet: WalletService;
}

/** The payments module built from its dependencies: its service and its routes. */
export function buildPaymentsModule(deps: PaymentsModuleDeps) {
  const service = new PaymentsService(deps);
  // The front desk's money (issue 17 §2), beside the service rather than inside it.
  const desk = new DeskPayments({
    ...deps,
    settleEndedBooking: (appointmentId) => service.settleEndedBooking(appointmentId),
  });
  return {
    service,
    register: async (app: FastifyInstance): Promise<void> => {
      // The sandbox's test routes exist only with the sandbox gateway (route-table's
      // `sandboxOnly`): with Mercado Pago nobody can approve their own payment.
      await app.register(paymentsRoutes, { service, sandboxRoutes: !!deps.gateway.sandbox });
      await app.register(paymentsPublicRoutes, { service });
      await app.register(deskPaymentsRoutes, { desk });
    },
  };
}
