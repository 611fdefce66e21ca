import { randomUUID, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { publicRouteTable } from '../route-table.js';

/** Seconds; from a cached read to a slow payment call. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;
type MetricType = 'counter' | 'histogram' | 'gauge';

/** One sample line: `name{labels} value`. A registry's state is a list of these. */
export interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

const families: Record<string, { type: MetricType; help: string }> = {
  navalha_http_request_duration_seconds: {
    type: 'histogram',
    help: 'HTTP requests by method, route pattern and status class',
  },
  navalha_sweep_runs_total: {
    type: 'counter',
    help: 'Background sweep runs by sweep and outcome (ok or error)',
  },
  navalha_sweep_changes_total: {
    type: 'counter',
    help: 'Rows a sweep changed (expired, refunded, reminded, e-mailed …)',
  },
  navalha_payments: {
    type: 'gauge',
    help: 'Payments in the database by method and status (their outcome so far)',
  },
  navalha_process_resident_memory_bytes: {
    type: 'gauge',
    help: 'Resident memory of the API processes, summed over the workers',
  },
  navalha_processes: { type: 'gauge', help: 'API processes that answered this scrape' },
};

function key(name: string, labels: Labels): string {
  return `${name}${JSON.stringify(labels)}`;
}

/**
 * The process's counters and histograms, in memory. Hand-written rather than a dependency: the
 * app needs three counters and one histogram, and the text format is a few lines.
 */
export class Metrics {
  private readonly samples = new Map<string, Sample>();

  private add(name: string, labels: Labels, value: number): void {
    const id = key(name, labels);
    const sample = this.samples.get(id);
    if (sample) sample.value += value;
    else this.samples.set(id, { name, labels, value });
  }

  observeRequest(labels: { method: string; route: string; status_class: string }, seconds: number) {
    const name = 'navalha_http_request_duration_seconds';
    for (const bound of DURATION_BUCKETS) {
      this.add(`${name}_bucket`, { ...labels, le: String(bound) }, seconds <= bound ? 1 : 0);
    }
    this.add(`${name}_bucket`, { ...labels, le: '+Inf' }, 1);
    this.add(`${name}_sum`, labels, seconds);
    this.add(`${name}_count`, labels, 1);
  }

  sweepRun(sweep: string, outcome: 'ok' | 'error', changes: number): void {
    this.add('navalha_sweep_runs_total', { sweep, outcome }, 1);
    this.add('navalha_sweep_changes_total', { sweep }, changes);
  }

  /** This process's samples, plus its memory. */
  snapshot(): Sample[] {
    return [
      ...[...this.samples.values()].map((sample) => ({ ...sample, labels: { ...sample.labels } })),
      {
        name: 'navalha_process_resident_memory_bytes',
        labels: {},
        value: process.memoryUsage.rss(),
      },
      { name: 'navalha_processes', labels: {}, value: 1 },
    ];
  }
}

/** Sums samples of several processes series by series. */
export function mergeSamples(lists: Sample[][]): Sample[] {
  const merged = new Map<string, Sample>();
  for (const sample of lists.flat()) {
    const id = key(sample.name, sample.labels);
    const existing = merged.get(id);
    if (existing) existing.value += sample.value;
    else merged.set(id, { ...sample, labels: { ...sample.labels } });
  }
  return [...merged.values()];
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function familyOf(name: string): string {
  return name.replace(/_(bucket|sum|count)$/, '');
}

/** Prometheus text exposition format 0.0.4. */
export function renderPrometheus(samples: Sample[]): string {
  const byFamily = new Map<string, Sample[]>();
  for (const sample of samples) {
    const family = families[sample.name] ? sample.name : familyOf(sample.name);
    byFamily.set(family, [...(byFamily.get(family) ?? []), sample]);
  }
  const lines: string[] = [];
  for (const [family, list] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
    const meta = families[family];
    if (meta) lines.push(`# HELP ${family} ${meta.help}`, `# TYPE ${family} ${meta.type}`);
    for (const sample of list) {
      const labels = Object.entries(sample.labels)
        .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
        .join(',');
      lines.push(`${sample.name}${labels ? `{${labels}}` : ''} ${sample.value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

// --- Cluster: a scrape reaches one worker, which answers for all of them through the primary.

interface CollectRequest {
  navalhaMetrics: 'collect' | 'snapshot';
  id: string;
}
interface CollectReply {
  navalhaMetrics: 'collected' | 'snapshot-reply';
  id: string;
  samples: Sample[];
}

const COLLECT_TIMEOUT_MS = 2_000;

/** The messages this module sends over the cluster's IPC channel (a reply carries samples). */
interface MetricsMessage {
  navalhaMetrics: string;
  id: string;
  samples: Sample[];
}

function isMessage(value: unknown, kind: string): value is MetricsMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { navalhaMetrics?: unknown }).navalhaMetrics === kind
  );
}

/** Worker side: answers the primary's snapshot requests with this process's samples. */
function answerSnapshots(metrics: Metrics): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message, 'snapshot')) return;
    const reply: CollectReply = {
      navalhaMetrics: 'snapshot-reply',
      id: message.id,
      samples: metrics.snapshot(),
    };
    process.send?.(reply);
  });
}

/** Worker side: every worker's samples, summed by the primary (or only ours on a timeout). */
function collectFromAllWorkers(metrics: Metrics): Promise<Sample[]> {
  const id = randomUUID();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      resolve(metrics.snapshot());
    }, COLLECT_TIMEOUT_MS);
    const onMessage = (message: unknown) => {
      if (!isMessage(message, 'collected') || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(message.samples);
    };
    process.on('message', onMessage);
    const request: CollectRequest = { navalhaMetrics: 'collect', id };
    process.send?.(request);
  });
}

/** Primary side (cluster.ts): asks every worker for its samples and hands back the sum. */
export function serveClusterMetrics(): void {
  cluster.on('message', (asking, message: unknown) => {
    if (!isMessage(message, 'collect')) return;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
    const lists: Sample[][] = [];
    let pending = workers.length;
    const finish = () => {
      clearTimeout(timer);
      cluster.off('message', onReply);
      const reply: CollectReply = {
        navalhaMetrics: 'collected',
        id: message.id,
        samples: mergeSamples(lists),
      };
      if (asking.isConnected()) asking.send(reply);
    };
    const onReply = (_worker: unknown, reply: unknown) => {
      if (!isMessage(reply, 'snapshot-reply') || reply.id !== message.id) return;
      lists.push(reply.samples);
      pending -= 1;
      if (pending === 0) finish();
    };
    const timer = setTimeout(finish, COLLECT_TIMEOUT_MS - 500);
    cluster.on('message', onReply);
    const request: CollectRequest = { navalhaMetrics: 'snapshot', id: message.id };
    for (const worker of workers) worker?.send(request);
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

/**
 * Times every request by its route pattern (`/api/appointments/:id`, never the raw URL) and
 * status class, and serves GET /api/metrics in Prometheus's text format to a scraper presenting
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the endpoint answers 404, so no
 * deployment exposes it by accident. Under WEB_CONCURRENCY the answer sums every worker.
 */
export function registerMetrics(app: FastifyInstance, db: Db, token: string | undefined): void {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  if (cluster.isWorker) answerSnapshots(metrics);

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
      const samples = cluster.isWorker ? await collectFromAllWorkers(metrics) : metrics.snapshot();
      // Payment outcomes are counted in the database: right whichever process took them.
      const payments = (await db.execute(
        sql`select method::text as method, status::text as status, count(*)::int as n
              from payments group by method, status`,
      )) as unknown as { rows: { method: string; status: string; n: number }[] };
      for (const row of payments.rows) {
        samples.push({
          name: 'navalha_payments',
          labels: { method: row.method, status: row.status },
          value: Number(row.n),
        });
      }
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(renderPrometheus(samples));
    },
  });
}
