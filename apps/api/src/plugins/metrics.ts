import { randomUUID, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import type { Db } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { publicRouteTable } from '../public-route-table.js';

/** Seconds; from a cached read to a slow payment call. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One process's metrics as prom-client hands them between processes. */
export type Sample = MetricObjectWithValues<MetricValue<string>>;

/**
 * The process's counters and histogram, in a prom-client registry of its own (not the global
 * one: tests build several apps in one process).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'navalha_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly sweepRuns = new Counter({
    name: 'navalha_sweep_runs_total',
    help: 'Background sweep runs by sweep and outcome (ok or error)',
    labelNames: ['sweep', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly sweepChanges = new Counter({
    name: 'navalha_sweep_changes_total',
    help: 'Rows a sweep changed (expired, refunded, reminded, e-mailed …)',
    labelNames: ['sweep'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Gauges summed over the workers by the aggregation (prom-client's default, 'sum').
    new Gauge({
      name: 'navalha_process_resident_memory_bytes',
      help: 'Resident memory of the API processes, summed over the workers',
      registers: [this.registry],
      collect() {
        this.set(process.memoryUsage.rss());
      },
    });
    new Gauge({
      name: 'navalha_processes',
      help: 'API processes that answered this scrape',
      registers: [this.registry],
    }).set(1);
  }

  observeRequest(labels: { method: string; route: string; status_class: string }, seconds: number) {
    this.requests.observe(labels, seconds);
  }

  sweepRun(sweep: string, outcome: 'ok' | 'error', changes: number): void {
    this.sweepRuns.inc({ sweep, outcome });
    this.sweepChanges.inc({ sweep }, changes);
  }

  /** This process's metrics, as a worker sends them to be summed. */
  snapshot(): Promise<Sample[]> {
    return this.registry.getMetricsAsJSON();
  }
}

/** Sums the metrics of several processes series by series (prom-client's cluster aggregation). */
export function mergeSamples(lists: Sample[][]): Registry {
  return AggregatorRegistry.aggregate(lists);
}

/** Prometheus text exposition format 0.0.4. */
export function renderPrometheus(registry: Registry): Promise<string> {
  return registry.metrics();
}

// --- Cluster: a scrape reaches one worker; the primary, which listens on no port, gathers every
// worker's registry with prom-client's AggregatorRegistry and hands the sum back to it.

interface CollectRequest {
  navalhaMetrics: 'collect';
  id: string;
}
interface CollectReply {
  navalhaMetrics: 'collected';
  id: string;
  text: string | null;
}

/** Past prom-client's own 5 s wait in the primary, after which the primary answers null. */
const COLLECT_TIMEOUT_MS = 6_000;

function isMessage<T extends { navalhaMetrics: string }>(
  value: unknown,
  kind: T['navalhaMetrics'],
): value is T {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { navalhaMetrics?: unknown }).navalhaMetrics === kind
  );
}

/** Worker side: every worker's metrics, summed by the primary (or only ours on a timeout). */
function collectFromAllWorkers(metrics: Metrics): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve) => {
    const ownOnly = () => {
      process.off('message', onMessage);
      resolve(metrics.registry.metrics());
    };
    const timer = setTimeout(ownOnly, COLLECT_TIMEOUT_MS);
    const onMessage = (message: unknown) => {
      if (!isMessage<CollectReply>(message, 'collected') || message.id !== id) return;
      clearTimeout(timer);
      if (message.text === null) return ownOnly();
      process.off('message', onMessage);
      resolve(message.text);
    };
    process.on('message', onMessage);
    const request: CollectRequest = { navalhaMetrics: 'collect', id };
    process.send?.(request);
  });
}

/**
 * Worker side: prom-client answers the primary's AggregatorRegistry with this registry (its
 * listener is installed by constructing one).
 */
function answerClusterScrapes(metrics: Metrics): void {
  AggregatorRegistry.setRegistries([metrics.registry]);
  new AggregatorRegistry();
}

/** Primary side (cluster.ts): asks every worker for its metrics and hands back the sum. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (asking, message: unknown) => {
    if (!isMessage<CollectRequest>(message, 'collect')) return;
    const reply = (text: string | null) => {
      const answer: CollectReply = { navalhaMetrics: 'collected', id: message.id, text };
      if (asking.isConnected()) asking.send(answer);
    };
    aggregator.clusterMetrics().then(reply, () => reply(null));
  });
}

// --- The HTTP side.

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters and histograms of this process (server.ts meters the sweeps with it). */
    metrics: Metrics;
  }
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Payment outcomes, counted in the database: right whichever process took them. */
async function paymentsMetrics(db: Db): Promise<string> {
  const registry = new Registry();
  const gauge = new Gauge({
    name: 'navalha_payments',
    help: 'Payments in the database by method and status (their outcome so far)',
    labelNames: ['method', 'status'] as const,
    registers: [registry],
  });
  const payments = (await db.execute(
    sql`select method::text as method, status::text as status, count(*)::int as n
          from payments group by method, status`,
  )) as unknown as { rows: { method: string; status: string; n: number }[] };
  for (const row of payments.rows) {
    gauge.set({ method: row.method, status: row.status }, Number(row.n));
  }
  return registry.metrics();
}

/**
 * Times every request by its route pattern (`/api/appointments/:id`, never the raw URL) and
 * status class, and serves GET /api/metrics in Prometheus's text format to a scraper presenting
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the endpoint answers 404, so no
 * deployment exposes it by accident. Under WEB_CONCURRENCY the answer sums every worker.
 */
export function registerMetrics(app: FastifyInstance, db: Db, token: string | undefined): void {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  if (cluster.isWorker) answerClusterScrapes(metrics);

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  app.route({
    method: publicRouteTable.metrics.method,
    url: publicRouteTable.metrics.url,
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!token) throw AppError.notFound();
      if (!tokenMatches(request.headers.authorization, token)) {
        throw AppError.unauthenticated();
      }
      const processes = cluster.isWorker
        ? await collectFromAllWorkers(metrics)
        : await metrics.registry.metrics();
      const text = `${processes.trimEnd()}\n${await paymentsMetrics(db)}`;
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
    },
  });
}
