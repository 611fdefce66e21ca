import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { contentSecurityPolicy } from '../../plugins/security.js';
import { buildTestApp } from '../../test/test-app.js';
import { DEFAULT_GOOGLE_JWKS_URL } from './google-identity.js';
import { setupSocialSignIn, google, testApp, socialSignIn } from './social-sign-in.test-helpers.js';

setupSocialSignIn();

describe('without GOOGLE_CLIENT_ID', () => {
  let plain: FastifyInstance;

  beforeAll(async () => {
    plain = await buildTestApp(testApp.database, { googleJwksUrl: google.jwksUrl });
  });

  afterAll(async () => {
    await plain.close();
  });

  it.each([
    ['a valid token', async () => ({ provider: 'google', credential: await google.idToken() })],
    ['a malformed body', async () => ({ provider: 'facebook' })],
  ])('answers 404 to %s', async (_case, payload) => {
    const response = await socialSignIn(await payload(), plain);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: errorMessages.notFound });
  });
});

describe('the web app with and without GOOGLE_CLIENT_ID', () => {
  const demoModeTag = '<meta name="navalha-mode" content="demo" />';
  const indexHtml =
    '<!doctype html><html><head><title>Navalha</title></head><body><div id="root"></div></body></html>';
  let webDistDir: string;
  let withGoogle: FastifyInstance;
  let withoutGoogle: FastifyInstance;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-google-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), indexHtml);
    writeFileSync(join(webDistDir, 'assets', 'index-1a2b3c.js'), 'console.log("navalha")');
    withGoogle = await buildTestApp(testApp.database, {
      webDistDir,
      googleClientId: google.clientId,
      googleJwksUrl: google.jwksUrl,
    });
    withoutGoogle = await buildTestApp(testApp.database, { webDistDir });
  });

  afterAll(async () => {
    await withGoogle.close();
    await withoutGoogle.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/signin', '/login', '/services'])(
    'tells the page at %s the client id in a meta tag',
    async (url) => {
      const response = await withGoogle.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(
        indexHtml.replace(
          '</head>',
          `<meta name="google-client-id" content="${google.clientId}" />${demoModeTag}</head>`,
        ),
      );
    },
  );

  it('allows Google Identity Services in the CSP, and nothing more', async () => {
    const response = await withGoogle.inject({ method: 'GET', url: '/signin' });
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

    expect(directives['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directives['frame-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(directives['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('leaves the page, its CSP and its headers as they were when unset', async () => {
    const response = await withoutGoogle.inject({ method: 'GET', url: '/signin' });

    // Only the demo's label (the test configuration is the demo's).
    expect(response.body).toBe(indexHtml.replace('</head>', `${demoModeTag}</head>`));
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain('google');
    expect(csp).toContain(`script-src ${contentSecurityPolicy['script-src'].join(' ')}`);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL', () => {
  const base = { DATA_DIR: tmpdir(), JWT_SECRET: 'a-secret-long-enough-for-hs256-0123456789' };

  it("are off by default, with Google's key set", () => {
    expect(loadConfig(base)).toMatchObject({
      googleClientId: undefined,
      googleJwksUrl: DEFAULT_GOOGLE_JWKS_URL,
    });
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: '', GOOGLE_JWKS_URL: '' })).toMatchObject({
      googleClientId: undefined,
      googleJwksUrl: DEFAULT_GOOGLE_JWKS_URL,
    });
  });

  it('are read, and a key set that is not an http(s) URL stops the server', () => {
    expect(
      loadConfig({ ...base, GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }),
    ).toMatchObject({ googleClientId: 'abc.apps.googleusercontent.com' });
    expect(() => loadConfig({ ...base, GOOGLE_JWKS_URL: 'ftp://example.com/certs' })).toThrow(
      /GOOGLE_JWKS_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ ...base, GOOGLE_JWKS_URL: 'certs' })).toThrow(/GOOGLE_JWKS_URL/);
  });
});
