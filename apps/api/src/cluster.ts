import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { serveClusterMetrics } from './plugins/metrics.js';

/** A worker dying sooner than this after it started counts as a crash at start-up. */
const QUICK_DEATH_MS = 10_000;
/** This many quick deaths in a row: the workers cannot start, so the primary gives up. */
const MAX_QUICK_DEATHS = 5;
/** A worker still alive this long after SIGTERM is killed. */
const SHUTDOWN_GRACE_MS = 15_000;

export interface PrimaryOptions {
  config: Config;
  log: FastifyBaseLogger;
  /** Migrates and seeds once, before any worker starts. */
  prepareDatabase: () => Promise<void>;
}

/**
 * The primary of `WEB_CONCURRENCY=n` (n > 1, PostgreSQL only): prepares the database once, forks
 * n workers that each run the whole API on the same port (node:cluster hands connections out in
 * turn), and replaces a worker that dies. It serves no request itself. SIGTERM/SIGINT stop the
 * workers gracefully, then the primary.
 *
 * Every worker runs the sweeps: each claims its rows with conditional UPDATEs or SKIP LOCKED, so
 * two workers never act on one row (decision 011). Rate limits and live notifications are
 * shared through PostgreSQL as between separate instances.
 */
export async function runPrimary({ config, log, prepareDatabase }: PrimaryOptions): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    log.fatal({ err: error }, 'could not prepare the database');
    process.exit(1);
  }

  let stopping = false;
  let quickDeaths = 0;
  let listening = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      listening += 1;
      quickDeaths = 0;
      if (listening === config.webConcurrency) {
        log.info(
          { workers: config.webConcurrency },
          `Navalha running at http://localhost:${config.port} with ${config.webConcurrency} workers`,
        );
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ workerPid: worker.process.pid, code, signal }, 'worker died; starting another');
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      log.fatal(`${MAX_QUICK_DEATHS} workers died right after starting; giving up`);
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  // GET /api/metrics reaches one worker; it answers for all through here.
  serveClusterMetrics();
  log.info({ workers: config.webConcurrency }, 'starting workers');
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}
