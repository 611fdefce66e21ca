import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { NewPaymentRow } from '../../db/schema/payments.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import { bookingReadsOf } from '../appointments/booking-lifecycle.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { DeskPayments } from './desk-payments.js';
import { deskPaymentsRoutes } from './desk-payments.routes.js';
import { PaymentCreation } from './payment-creation.js';
import { PaymentEndings } from './payment-endings.js';
import { GatewayNotices } from './payment-notices.js';
import { PaymentReads } from './payment-reads.js';
import { SandboxPayments } from './payment-sandbox.js';
import { PaymentShopActions } from './payment-shop-actions.js';
import { PaymentStates } from './payment-states.js';
import { paymentsPublicRoutes } from './payments-public.routes.js';
import type { PaymentsContext } from './payments-context.js';
import { PaymentsRepository } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { quoteCancelRefund } from './refund-parts.js';
import { WalletPayments } from './wallet-payments.js';
import { WalletRefunds } from './wallet-refunds.js';

export type { CreateResult } from './payment-creation.js';
export type { SandboxDecisionResult } from './payment-sandbox.js';
export { sandboxCallbackUrl } from './payment-sandbox.js';

export interface PaymentsModuleDeps {
  db: Db;
  gateways: ShopGateways;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The wallet's ledger, for the wallet as a payment method (decision 017). */
  wallet: WalletService;
  /** After a desk cancellation freed a shop's time (the waitlist's offers). */
  onTimeFreed?: (barbershopId: string) => Promise<void>;
}

/**
 * Builds the payments services once, sharing one context, and hands other modules only what
 * they need: the endings (sweeps), the sandbox payer, and appointments' `BookingPayments`.
 */
export function buildPaymentsModule(deps: PaymentsModuleDeps) {
  const repository = new PaymentsRepository(deps.db);
  const walletOptions = { db: deps.db, now: deps.now, log: deps.log, wallet: deps.wallet };
  const context: PaymentsContext = {
    db: deps.db,
    gateway: deps.gateways.platform,
    gateways: deps.gateways,
    now: deps.now,
    log: deps.log,
    repository,
    appointments: bookingReadsOf(deps.db),
    wallet: deps.wallet,
    walletPayments: new WalletPayments(walletOptions),
    walletRefunds: new WalletRefunds(walletOptions),
  };
  // Money that arrives for a booking that has ended is refunded by the endings.
  const states: PaymentStates = new PaymentStates({
    ...context,
    onLateMoney: (appointmentId): Promise<number> => endings.refundEndedBookings(appointmentId),
  });
  const endings: PaymentEndings = new PaymentEndings({ ...context, states });
  const creation = new PaymentCreation({ ...context, states });
  const reads = new PaymentReads({ ...context, states });
  const actions = new PaymentShopActions({ ...context, states, endings });
  const notices = new GatewayNotices({ ...context, states });
  const sandbox = new SandboxPayments({ ...context, states });
  // The front desk's money (issue 17 §2), beside the other services.
  const desk = new DeskPayments({
    ...deps,
    settleEndedBooking: (appointmentId) => endings.settleEndedBooking(appointmentId),
  });
  return {
    /** The expiry sweep and the cancel hook of ended bookings. */
    endings,
    /** The sandbox's test payer, for the sandbox bank module. */
    sandbox,
    /** What appointments need of payments (appointments' `BookingPayments`). */
    bookings: {
      settleEndedBooking: (appointmentId: string): Promise<void> =>
        endings.settleEndedBooking(appointmentId),
      /** A cash booking's payment, written by the booking's own insert statement. */
      cashPaymentWrite: (values: NewPaymentRow): SQL => repository.insertStatement(values),
      takesOnlinePayments: async (barbershopId: string): Promise<boolean> =>
        (await deps.gateways.forShop(barbershopId)) !== null,
      quoteCancelRefund,
    },
    /** Wallet payments of ended bookings that a crash left unrefunded (the wallet's sweep). */
    refundEndedWalletPayments: (): Promise<number> =>
      context.walletRefunds?.refundEnded() ?? Promise.resolve(0),
    register: async (app: FastifyInstance): Promise<void> => {
      await app.register(paymentsRoutes, { creation, reads, actions });
      await app.register(paymentsPublicRoutes, { notices });
      await app.register(deskPaymentsRoutes, { desk });
    },
  };
}

/** The payments module's services, as app.ts exposes them to the sweeps and tests. */
export type PaymentsModule = ReturnType<typeof buildPaymentsModule>;
