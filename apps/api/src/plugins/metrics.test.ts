import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from '../test/payment-fixtures.js';
import { demoActor } from '../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { Metrics, mergeSamples, renderPrometheus } from './metrics.js';
import type { Sample } from './metrics.js';

const TOKEN = 'a-metrics-token-of-the-tests';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ metricsToken: TOKEN });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

function scrape(authorization?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });
}

describe('GET /api/metrics', () => {
  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await buildTestApp(testApp.database);
    try {
      const response = await plain.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('times requests by route pattern and status class, in Prometheus text', async () => {
    const client = await demoActor(testApp.database.db, 'cliente@navalha.dev');
    const id = '0b8f4a52-1d7e-4c1e-9a57-2f1d6c3b9e01';
    expect(
      (await app.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: client.headers }))
        .statusCode,
    ).toBe(404);
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    const barber = await demoActor(testApp.database.db, 'barbeiro@navalha.dev');
    const booking = await insertBooking(testApp.database.db, {
      clientId: client.id,
      barberId: barber.id,
      method: 'PIX',
    });
    const pix = await app.inject({
      method: 'POST',
      url: '/api/payments/pix/create',
      headers: client.headers,
      payload: { appointmentId: booking.id, amount: booking.amount },
    });
    expect(pix.statusCode, pix.body).toBe(201);

    const response = await scrape(`Bearer ${TOKEN}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    expect(text).toContain('# TYPE navalha_http_request_duration_seconds histogram');
    expect(text).toContain(
      'navalha_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"} 2',
    );
    expect(text).toContain(
      'navalha_http_request_duration_seconds_count{method="GET",route="/api/appointments/:id",status_class="4xx"} 1',
    );
    // prom-client writes a bucket's `le` first; Prometheus reads labels in any order.
    expect(text).toMatch(
      /navalha_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status_class="2xx"\} 2/,
    );
    // The raw URL never becomes a label: one series per route, whatever the ids.
    expect(text).not.toContain(id);
    // Payment outcomes come from the database.
    expect(text).toContain('# TYPE navalha_payments gauge');
    expect(text).toMatch(/navalha_payments\{method="PIX",status="PENDING"\} [1-9]/);
  });

  it('counts sweep runs and the rows they changed', async () => {
    app.metrics.sweepRun('payment_expiry', 'ok', 3);
    app.metrics.sweepRun('payment_expiry', 'error', 0);

    const text = (await scrape(`Bearer ${TOKEN}`)).body;

    expect(text).toContain('navalha_sweep_runs_total{sweep="payment_expiry",outcome="ok"} 1');
    expect(text).toContain('navalha_sweep_runs_total{sweep="payment_expiry",outcome="error"} 1');
    expect(text).toContain('navalha_sweep_changes_total{sweep="payment_expiry"} 3');
  });
});

describe('several workers', () => {
  it('sums the samples of every worker series by series', async () => {
    const worker = (runs: number): Promise<Sample[]> => {
      const metrics = new Metrics();
      for (let run = 0; run < runs; run += 1) metrics.sweepRun('wallet', 'ok', 0);
      return metrics.snapshot();
    };
    const text = await renderPrometheus(
      mergeSamples(await Promise.all([worker(2), worker(3), worker(4)])),
    );
    expect(text).toContain('navalha_sweep_runs_total{sweep="wallet",outcome="ok"} 9');
    expect(text).toContain('navalha_processes 3');
    expect(text).toContain('# TYPE navalha_sweep_runs_total counter');
  });
});
