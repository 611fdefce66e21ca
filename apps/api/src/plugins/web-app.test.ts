import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { buildTestApp, createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

/** The built web app's index.html learns how the server runs from a meta tag, on every page. */
describe("the web app's mode tag", () => {
  const indexHtml =
    '<!doctype html><html><head><title>Navalha</title></head><body><div id="root"></div></body></html>';
  let testApp: TestApp;
  let webDistDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-mode-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), indexHtml);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  async function pageOf(overrides: Partial<Config>, url: string) {
    const app = await buildTestApp(testApp.database, { webDistDir, ...overrides });
    apps.push(app);
    return app.inject({ method: 'GET', url });
  }

  const mercadoPago: Partial<Config> = {
    paymentGateway: 'mercadopago',
    mercadopagoAccessToken: 'APP_USR-web-mode-test',
    mercadopagoWebhookSecret: 'web-mode-webhook-secret',
    mercadopagoPublicKey: 'APP_USR-1a2b3c4d-web-mode',
    publicUrl: 'https://navalha.example.com',
  };

  it.each(['/', '/index.html', '/signin', '/services'])(
    "says 'demo' on %s of the newcomer's demo",
    async (url) => {
      const response = await pageOf({ nodeEnv: 'development', demoData: true }, url);

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(
        indexHtml.replace('</head>', '<meta name="navalha-mode" content="demo" /></head>'),
      );
      // No script of its own: the strict CSP stays as it is.
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it("says 'staging' when production mode takes test payments", async () => {
    const response = await pageOf(
      { nodeEnv: 'production', demoData: false, allowSandboxPayments: true },
      '/signin',
    );

    expect(response.body).toContain('<meta name="navalha-mode" content="staging" />');
  });

  it('adds nothing for a real shop', async () => {
    const response = await pageOf(
      { nodeEnv: 'production', demoData: false, ...mercadoPago },
      '/signin',
    );

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('navalha-mode');
    expect(response.body).toContain('<div id="root"></div>');
  });
});

/** What the build leaves beside the app that no browser needs: not served (issue 16 §6). */
describe("the web build's manifest", () => {
  let testApp: TestApp;
  let webDistDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-manifest-'));
    mkdirSync(join(webDistDir, 'assets'));
    mkdirSync(join(webDistDir, '.vite'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><html><head></head></html>');
    writeFileSync(join(webDistDir, 'assets', 'index-1a2b3c.js'), 'console.log("navalha")');
    writeFileSync(
      join(webDistDir, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/main.tsx': { file: 'assets/index-1a2b3c.js', isEntry: true } }),
    );
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each([
    [{ nodeEnv: 'development', demoData: true }],
    [{ nodeEnv: 'production', demoData: false, allowSandboxPayments: false }],
  ] as Partial<Config>[][])('answers 404 for .vite/manifest.json (%o)', async (overrides) => {
    const app = await buildTestApp(testApp.database, { webDistDir, ...overrides });
    apps.push(app);

    for (const url of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('isEntry');
    }
    // The app itself is still served.
    expect((await app.inject({ method: 'GET', url: '/assets/index-1a2b3c.js' })).statusCode).toBe(
      200,
    );
  });
});
