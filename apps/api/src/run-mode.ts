import { getAppMode } from '@navalha/core/domain/app-mode';
import type { AppMode } from '@navalha/core/domain/app-mode';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { demoAccounts, seedDatabase } from './demo/seed.js';
import type { SeedResult } from './demo/seed.js';
import type { PasswordHasher } from './modules/auth/password.js';

/** What every page says of this server (core's app-mode): the demo, test payments, or none. */
export function appModeOf(config: Config): AppMode {
  return getAppMode({
    production: config.nodeEnv === 'production',
    demoData: config.demoData,
    sandboxPayments: config.paymentGateway === 'sandbox',
  });
}

/**
 * The demo shop, when DEMO_DATA is on (the default outside production): seeded once per
 * database (demo/seed.ts). Null when the demo is off: nothing is seeded, nothing is checked.
 */
export async function seedDemoData(
  db: Db,
  config: Config,
  hasher: PasswordHasher,
  log: FastifyBaseLogger,
): Promise<SeedResult | null> {
  if (!config.demoData) return null;
  const result = await seedDatabase(db, hasher);
  if (result.seeded) {
    log.info({ createdAccounts: result.createdAccounts }, 'demo data seeded (once per database)');
  }
  return result;
}

/**
 * The start-up lines that say how this server runs: in the demo, one line and the demo accounts
 * with their passwords (public, printed as the README prints them); in production never a
 * password, and a loud warning when demo data or test payments are on.
 */
export function logRunMode(log: FastifyBaseLogger, config: Config): void {
  const production = config.nodeEnv === 'production';
  const sandbox = config.paymentGateway === 'sandbox';
  if (production) {
    if (config.demoData) {
      log.warn(
        'DEMO_DATA=true in production: the demo shop and its demo accounts exist, and their passwords are public (README); anyone can sign in as the demo owner. Unset DEMO_DATA for a real shop',
      );
    }
    if (sandbox) {
      log.warn(
        'ALLOW_SANDBOX_PAYMENTS=true: payments are test payments (sandbox gateway) that anyone can approve, and every page says "Ambiente de testes"; set PAYMENT_GATEWAY=mercadopago for real payments',
      );
    }
    return;
  }
  if (!config.demoData) {
    if (sandbox) log.info('Ambiente de testes: test payments (sandbox gateway), no demo data');
    return;
  }
  const payments = sandbox ? 'test payments (sandbox gateway)' : 'payments through Mercado Pago';
  log.info(
    `Modo demonstração (demo mode): the demo shop and accounts, ${payments}; NODE_ENV=production runs a real shop`,
  );
  for (const account of demoAccounts) {
    log.info(`demo account ${account.role.padEnd(6)} ${account.email} / ${account.password}`);
  }
}
