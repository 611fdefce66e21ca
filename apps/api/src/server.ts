import cluster from 'node:cluster';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { runPrimary } from './cluster.js';
import type { Metrics } from './plugins/metrics.js';
import { ConfigError, loadConfig } from './config.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { keepPrivate, PRIVATE_UMASK } from './db/private-files.js';
import { startAccessRecordSweep } from './modules/account/access-record-sweep.js';
import { AccessRecordsService } from './modules/account/access-records.service.js';
import { createPasswordHasher } from './modules/auth/password.js';
import { startNotificationSweep } from './modules/notifications/notification-sweep.js';
import { announceSetup } from './modules/setup/setup-announcement.js';
import { startPaymentExpirySweep } from './modules/payments/payment-expiry-sweep.js';
import { startWalletSweep } from './modules/wallet/wallet-sweep.js';
import { startWaitlistSweep } from './modules/waitlist/waitlist-sweep.js';
import { startWhatsappSweep } from './modules/whatsapp/whatsapp-sweep.js';
import { logRunMode, seedDemoData } from './run-mode.js';
import { startPeriodicTask } from './background/periodic-task.js';

/** How often the shops' Mercado Pago tokens near expiry are refreshed. */
const PAYMENT_ACCOUNT_SWEEP_INTERVAL_MS = 60 * 60_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // No logger exists yet; the operator needs the variable's name, plainly.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** How often a stopping server closes the connections that have gone idle. */
const IDLE_REAP_MS = 100;

const startedAt = performance.now();
const config = readConfig();
// The embedded database, the generated secret and the photos are this process's alone.
process.umask(PRIVATE_UMASK);
if (!config.databaseUrl) keepPrivate(config.dataDir);
const passwordHasher = createPasswordHasher();
/** Where people reach this server: the links it prints and sends start with it. */
const baseUrl = config.publicUrl ?? `http://localhost:${config.port}`;

/** Migrations, then the demo data; in the primary only when there are several workers. */
async function prepareDatabase(log: FastifyBaseLogger): Promise<void> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db, config, passwordHasher, log);
    await announceSetup(database.db, passwordHasher, log, baseUrl);
  } finally {
    await database.close();
  }
}

if (config.webConcurrency > 1 && cluster.isPrimary) {
  // The primary only logs, prepares the database and watches the workers (cluster.ts).
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  await runPrimary({ config, log, prepareDatabase: () => prepareDatabase(log) });
  logRunMode(log, config);
} else {
  await serve();
}

/** One API process: the whole app, its sweeps, listening on PORT. */
async function serve(): Promise<void> {
  // The pool is opened before the app (and its logger) exists; its errors are logged once it does.
  const logger: { current?: FastifyBaseLogger } = {};
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onPoolError: (error) => logger.current?.warn({ err: error }, 'idle database connection failed'),
  });
  const replica = config.databaseReplicaUrl
    ? await openDatabase({
        dataDir: config.dataDir,
        databaseUrl: config.databaseReplicaUrl,
        onPoolError: (error) =>
          logger.current?.warn({ err: error }, 'idle replica connection failed'),
      })
    : null;
  const app = await buildApp({ config, db: database.db, readDb: replica?.db, passwordHasher });
  const log = app.log;
  logger.current = log;
  if (replica) log.info('reads that may lag: the replica (DATABASE_REPLICA_URL)');

  if (config.databaseUrl) log.info('database: PostgreSQL (DATABASE_URL)');
  else log.info({ dataDir: config.dataDir }, 'database: embedded PGlite');
  if (config.jwtSecretFile) {
    log.info({ file: config.jwtSecretFile }, 'JWT_SECRET not set: using the generated secret');
    if (config.databaseUrl) {
      log.warn('every instance sharing this database needs the same JWT_SECRET: set it');
    }
  }

  // A cluster worker finds the database prepared by the primary.
  if (cluster.isPrimary) {
    try {
      await migrateDatabase(database);
      await seedDemoData(database.db, config, passwordHasher, log);
      await announceSetup(database.db, passwordHasher, log, baseUrl);
    } catch (error) {
      log.fatal({ err: error }, 'could not prepare the database');
      await database.close();
      process.exit(1);
    }
  }

  meterSweep(app.metrics, 'payment_expiry', app.payments.endings, 'expireUnpaid');
  meterSweep(app.metrics, 'wallet', app.wallet, 'sweep');
  meterSweep(app.metrics, 'reminders', app.notifications, 'createReminders');
  meterSweep(app.metrics, 'email_outbox', app.notifications, 'deliverEmails');
  meterSweep(app.metrics, 'waitlist', app.waitlist, 'sweep');
  const accessRecords = new AccessRecordsService(database.db);
  meterSweep(app.metrics, 'access_records', accessRecords, 'purgeExpired');
  const stopPaymentSweep = startPaymentExpirySweep(app.payments.endings, log);
  const stopWalletSweep = startWalletSweep(app.wallet, log);
  const stopNotificationSweep = startNotificationSweep(app.notifications, log);
  const stopWaitlistSweep = startWaitlistSweep(app.waitlist, log);
  const stopAccessRecordSweep = startAccessRecordSweep(accessRecords, log);
  const stopWhatsappSweep = startWhatsappSweep(app.whatsapp, log);
  // The shops' Mercado Pago tokens, refreshed a week before they expire (decision 043).
  const stopPaymentAccountSweep = startPeriodicTask(async () => {
    try {
      const refreshed = await app.paymentAccounts.refreshExpiring();
      if (refreshed > 0) log.info({ refreshed }, 'mercado pago tokens refreshed');
    } catch (error) {
      log.error({ err: error }, 'mercado pago token refresh failed');
    }
  }, PAYMENT_ACCOUNT_SWEEP_INTERVAL_MS);

  let shuttingDown = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    try {
      await stopPaymentSweep();
      await stopWalletSweep();
      await stopNotificationSweep();
      await stopWaitlistSweep();
      await stopAccessRecordSweep();
      await stopWhatsappSweep();
      await stopPaymentAccountSweep();
      // close() waits for every open connection. A kept-alive one whose last request ends after
      // close() began would idle until the keep-alive timeout (72 s): close each as it goes
      // idle, so the stop takes as long as the answers under way, and the pool closes after them.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_MS);
      try {
        await app.close();
      } finally {
        clearInterval(closeIdle);
      }
      await database.close();
      await replica?.close();
    } finally {
      process.exit(0);
    }
  }
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return;

  const url = `http://localhost:${config.port}`;
  logRunMode(log, config);
  log.info(
    { startupMs: Math.round(performance.now() - startedAt) },
    config.apiDocs
      ? `Navalha running at ${url} (API docs: ${url}/api/docs)`
      : `Navalha running at ${url}`,
  );
}

/**
 * Counts a sweep's runs and the rows it changed (the numbers its run returns) in the metrics:
 * the sweep's method on this service instance is wrapped, nothing else calls it here.
 */
function meterSweep<S extends object, K extends keyof S & string>(
  metrics: Metrics,
  sweep: string,
  service: S,
  method: K,
): void {
  const original = service[method];
  if (typeof original !== 'function') throw new Error(`${method} is not a sweep`);
  const metered = async (...args: unknown[]) => {
    try {
      const result: unknown = await (original as (...a: unknown[]) => Promise<unknown>).apply(
        service,
        args,
      );
      const changes =
        typeof result === 'object' && result !== null
          ? Object.values(result).reduce<number>(
              (sum, value) => sum + (typeof value === 'number' ? value : 0),
              0,
            )
          : 0;
      metrics.sweepRun(sweep, 'ok', changes);
      return result;
    } catch (error) {
      metrics.sweepRun(sweep, 'error', 0);
      throw error;
    }
  };
  Object.assign(service, { [method]: metered });
}
