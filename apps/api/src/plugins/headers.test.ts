import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

/** The security headers of every kind of answer: the app's pages, its assets and the API's. */

let testApp: TestApp;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = mkdtempSync(join(tmpdir(), 'navalha-headers-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Navalha</title>');
  writeFileSync(join(webDistDir, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
  testApp = await createTestApp({ webDistDir, metricsToken: 'a-token-for-the-headers-test' });
});

afterAll(async () => {
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const csp =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self';connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';" +
  "object-src 'none'";

const everywhere = {
  'content-security-policy': csp,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
};

describe('security headers', () => {
  it.each([
    ['GET', '/', 200, 'no-cache'],
    ['GET', '/signin', 200, 'no-cache'],
    ['GET', '/assets/index-3f2a1b.js', 200, 'public, max-age=31536000, immutable'],
    ['GET', '/api/health', 200, 'no-store'],
    ['GET', '/api/services', 401, 'no-store'],
    ['GET', '/api/nada-aqui', 404, 'no-store'],
    ['POST', '/api/auth/login', 400, 'no-store'],
    ['GET', '/api/metrics', 401, 'no-store'],
  ] as const)(
    '%s %s: the strict set, and caching as it should',
    async (method, url, status, cache) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { origin: 'https://evil.example' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });

      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(everywhere);
      expect(response.headers['cache-control']).toBe(cache);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers.server).toBeUndefined();
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
