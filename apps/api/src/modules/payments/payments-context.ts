import type { GatewayAttemptReport } from '@navalha/core/domain/payments/gateway-attempt';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from '../../gateways/payment-gateway.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import type { BookingReads } from '../appointments/booking-lifecycle.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { WalletPayments } from './wallet-payments.js';
import type { WalletRefunds } from './wallet-refunds.js';

/** A gateway's verdict on a payment (core's gateway attempt report), plus what else it tells. */
export interface PaymentState extends GatewayAttemptReport {
  cancellationReason?: string;
}

/** What the payments module's services (payment-*.ts) share, built once in payments.module.ts. */
export interface PaymentsContext {
  db: Db;
  /** The install's gateway: its name, the sandbox's bank, webhooks' signatures. */
  gateway: PaymentGateway;
  /** Each shop's own gateway (decision 043): payments, refunds and reads go through it. */
  gateways: ShopGateways;
  now: () => Date;
  log: FastifyBaseLogger;
  repository: PaymentsRepository;
  appointments: BookingReads;
  /** Saves a card paid with, and credits the deposits among the gateway's notices. */
  wallet: WalletService | undefined;
  /** Bookings paid from the wallet (decision 017); absent without a wallet. */
  walletPayments: WalletPayments | undefined;
  /** Their refunds back to the wallet; absent without a wallet. */
  walletRefunds: WalletRefunds | undefined;
}
