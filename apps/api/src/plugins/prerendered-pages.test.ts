import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { buildTestApp, createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { routeChunkPreloads } from './prerendered-pages.js';

/**
 * The first screens the web build prerendered (decision 036): a signed-out browser gets the page
 * for the server's mode in index.html's place; anyone else, index.html.
 */
describe('the prerendered first screens', () => {
  const indexHtml =
    '<!doctype html><html><head><title>Navalha</title></head><body><div id="root"></div></body></html>';
  const page = (name: string, mode: string) =>
    `<!doctype html><html><head><title>Navalha</title></head><body><div id="root"><h1>${name} ${mode}</h1></div></body></html>`;
  let testApp: TestApp;
  let webDistDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-prerendered-'));
    mkdirSync(join(webDistDir, 'assets'));
    mkdirSync(join(webDistDir, '.prerendered'));
    writeFileSync(join(webDistDir, 'index.html'), indexHtml);
    for (const name of ['signin', 'signup']) {
      for (const mode of ['production', 'demo', 'staging']) {
        writeFileSync(join(webDistDir, '.prerendered', `${name}.${mode}.html`), page(name, mode));
      }
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  async function appWith(overrides: Partial<Config>) {
    const app = await buildTestApp(testApp.database, { webDistDir, ...overrides });
    apps.push(app);
    return app;
  }
  const demo: Partial<Config> = { nodeEnv: 'development', demoData: true };
  /** A real shop: production, with real payments (web-app.test.ts's). */
  const realShop: Partial<Config> = {
    nodeEnv: 'production',
    demoData: false,
    paymentGateway: 'mercadopago',
    mercadopagoAccessToken: 'APP_USR-prerendered-test',
    mercadopagoWebhookSecret: 'prerendered-webhook-secret',
    mercadopagoPublicKey: 'APP_USR-1a2b3c4d-prerendered',
    publicUrl: 'https://navalha.example.com',
  };

  it.each(['signin', 'signup'])(
    "sends /%s of the demo's mode, with the mode's tag",
    async (name) => {
      const response = await (await appWith(demo)).inject({ method: 'GET', url: `/${name}` });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(
        page(name, 'demo').replace('</head>', '<meta name="navalha-mode" content="demo" /></head>'),
      );
    },
  );

  it("sends a real shop's page without a mode, and a query string changes nothing", async () => {
    const app = await appWith(realShop);

    for (const url of ['/signin', '/signin?next=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toBe(
        page('signin', 'production').replace(
          '</head>',
          '<meta name="mercadopago-public-key" content="APP_USR-1a2b3c4d-prerendered" /></head>',
        ),
      );
    }
  });

  it('has sign-in start the app after its first paint when shops may sign up: its link needs it', async () => {
    const open = await (
      await appWith({ ...demo, shopSignup: 'open' })
    ).inject({
      method: 'GET',
      url: '/signin',
    });
    const closed = await (await appWith(demo)).inject({ method: 'GET', url: '/signin' });
    const signUp = await (
      await appWith({ ...demo, shopSignup: 'open' })
    ).inject({
      method: 'GET',
      url: '/signup',
    });

    expect(open.body).toContain('<meta name="navalha-start" content="paint" /></head>');
    expect(open.body).toContain('<h1>signin demo</h1>');
    expect(closed.body).not.toContain('navalha-start');
    expect(signUp.body).not.toContain('navalha-start');
  });

  it('sends index.html to a browser holding a session: the page sends it on', async () => {
    const response = await (
      await appWith(demo)
    ).inject({
      method: 'GET',
      url: '/signin',
      cookies: { access_token: 'a-token' },
    });

    expect(response.body).toContain('<div id="root"></div>');
  });

  it('sends index.html with Google sign-in on: its button is not in the prerendered page', async () => {
    const response = await (
      await appWith({ ...realShop, googleClientId: 'client-id.apps.googleusercontent.com' })
    ).inject({ method: 'GET', url: '/signin' });

    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<meta name="google-client-id"');
  });

  it.each(['signin', 'signup'])(
    '/%s sent as a form before the app ran goes back to the page, the password dropped',
    async (name) => {
      const response = await (
        await appWith(demo)
      ).inject({
        method: 'POST',
        url: `/${name}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.dev&password=Segredo%40123',
      });

      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/${name}`);
      expect(response.body).not.toContain('Segredo');
    },
  );

  it('answers 404 to a form sent to any other page', async () => {
    const response = await (
      await appWith(demo)
    ).inject({
      method: 'POST',
      url: '/services',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });

    expect(response.statusCode).toBe(404);
  });

  it('sends index.html for every other page, and never the files themselves', async () => {
    const app = await appWith(demo);

    for (const url of ['/', '/services', '/signin/x', '/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/.prerendered/signin.demo.html', '/%2Eprerendered/signin.demo.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("a page's chunks", () => {
  it("lists what the route imports and the entry does not load, from the build's manifest", () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-preloads-'));
    try {
      expect(routeChunkPreloads(webDistDir, 'src/app/routes/public-shop.tsx')).toBe('');
      mkdirSync(join(webDistDir, '.vite'));
      writeFileSync(
        join(webDistDir, '.vite', 'manifest.json'),
        JSON.stringify({
          'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
          '_runtime.js': { file: 'assets/runtime-2.js' },
          'src/app/routes/public-shop.tsx': {
            file: 'assets/public-shop-3.js',
            imports: ['index.html', '_runtime.js', '_header.js'],
          },
          '_header.js': { file: 'assets/header-4.js', imports: ['index.html', '_icon.js'] },
          '_icon.js': { file: 'assets/icon-5.js' },
        }),
      );

      expect(routeChunkPreloads(webDistDir, 'src/app/routes/public-shop.tsx')).toBe(
        [
          '<link rel="modulepreload" crossorigin href="/assets/public-shop-3.js">',
          '<link rel="modulepreload" crossorigin href="/assets/header-4.js">',
          '<link rel="modulepreload" crossorigin href="/assets/icon-5.js">',
        ].join(''),
      );
      expect(routeChunkPreloads(webDistDir, 'src/app/routes/nowhere.tsx')).toBe('');
    } finally {
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});
