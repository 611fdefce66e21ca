import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { WalletDeposits } from '../modules/wallet/wallet-deposits.service.js';
import { WalletRepository } from '../modules/wallet/wallet.repository.js';
import { ClientShopsService } from '../modules/client-shops/client-shops.service.js';
import { SandboxGateway } from '../gateways/sandbox.js';
import { singleGateway } from '../gateways/shop-gateways.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';

/** Whose wallet the demo fills, and with what: one approved PIX deposit of R$ 100,00. */
const DEMO_WALLET_EMAIL = 'cliente@navalha.dev';
const DEMO_DEPOSIT_CENTS = 10_000;

/** The seed has nothing to say; a logger that drops everything. */
const silentLog = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/**
 * The demo client's wallet at the demo shop, so the wallet screen is not empty: a R$ 100,00 PIX deposit made
 * and approved through the wallet's own deposit flow on the sandbox gateway (so the balance is
 * its ledger, not a number written in). Only when the client has no wallet yet: a wallet that
 * exists is the user's own history.
 */
export async function seedDemoWallet(db: Db, now: Date): Promise<boolean> {
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_WALLET_EMAIL))
    .limit(1);
  if (!client) return false;
  const wallets = new WalletRepository(db);
  const actor = { userId: client.id, role: 'CLIENT' as const, barbershopId: null };
  const shop = await new ClientShopsService({ db }).shopOf(actor, undefined).catch(() => null);
  if (!shop || (await wallets.findByShopAndUser(shop.id, client.id))) return false;
  const clock = () => now;
  const deposits = new WalletDeposits({
    db,
    // Approved right here: its checkout link is never opened, so any signing secret will do.
    gateways: singleGateway(
      new SandboxGateway({
        db,
        now: clock,
        publicUrl: undefined,
        linkSecret: randomBytes(32).toString('base64url'),
      }),
    ),
    now: clock,
    log: silentLog,
  });
  const { deposit } = await deposits.create(
    actor,
    DEMO_DEPOSIT_CENTS,
    'demo-wallet-deposit',
    shop.id,
  );
  await deposits.mock(actor, deposit.id, { status: 'approved' });
  return true;
}
