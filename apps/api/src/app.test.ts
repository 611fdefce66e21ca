import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from './modules/auth/tokens.js';
import { requireRoles } from './plugins/auth.js';
import { getAuthUser } from './modules/auth/auth-user.js';
import { buildTestApp, createTestApp, TEST_JWT_SECRET } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;

const leakedSecret = 'connection to 10.0.0.5 failed: password "hunter2" rejected';

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  // Routes that only tests have: a crash, and one open to some roles only.
  await app.register(
    async (scope) => {
      scope.get('/boom', async () => {
        throw new Error(leakedSecret);
      });
      scope.get('/staff-only', { preHandler: requireRoles('ADMIN', 'OWNER') }, async (request) => ({
        role: getAuthUser(request).role,
      }));
    },
    { prefix: '/api/test' },
  );
});

afterAll(async () => {
  await testApp.close();
});

const expectedCsp =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self';connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';" +
  "object-src 'none'";

describe('errors', () => {
  it('answers an unknown /api path with the 404 error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nada-aqui' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Recurso não encontrado',
    });
  });

  it('answers malformed JSON with 400 Dados inválidos', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "cliente@navalha.dev",',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos',
    });
  });

  it('refuses prototype pollution in JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","__proto__":{"admin":true}}',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers an unexpected failure with a bare 500 that leaks nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'Erro interno do servidor',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
  });
});

describe('roles', () => {
  const accessTokens = createAccessTokens(TEST_JWT_SECRET);
  const userId = '0b8f4a52-1d7e-4c1e-9a57-2f1d6c3b9e01';

  async function asRole(role: 'CLIENT' | 'BARBER' | 'ADMIN' | 'OWNER') {
    const token = await accessTokens.sign({ userId, role, barbershopId: null });
    return app.inject({
      method: 'GET',
      url: '/api/test/staff-only',
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('lets the allowed roles in', async () => {
    for (const role of ['ADMIN', 'OWNER'] as const) {
      const response = await asRole(role);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ role });
    }
  });

  it('answers 403 FORBIDDEN Acesso negado to any other role', async () => {
    for (const role of ['CLIENT', 'BARBER'] as const) {
      const response = await asRole(role);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'FORBIDDEN',
        message: 'Acesso negado',
      });
    }
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/staff-only' });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('security headers', () => {
  it('sends the strict CSP and helmet’s headers, and no CORS', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });

    expect(response.headers['content-security-policy']).toBe(expectedCsp);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a CORS preflight with nothing that allows it', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request ids', () => {
  it('answers a fresh x-request-id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the caller’s x-request-id, but only when it looks like an id', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });

    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('lists the auth and health routes at /api/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/auth/check-email',
      ]),
    );
    const register = document.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
    expect(Object.keys(register.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('publishes nothing at /api/docs with API_DOCS=false, and the API still works', async () => {
    const hidden = await buildTestApp(testApp.database, { apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
        const response = await hidden.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('openapi');
      }
      expect((await hidden.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await hidden.close();
    }
  });
});

describe('web app', () => {
  let webDistDir: string;
  let web: FastifyInstance;
  const indexHtml = '<!doctype html><html lang="pt-BR"><title>Navalha</title><div id="root"></div>';

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), indexHtml);
    writeFileSync(join(webDistDir, 'assets', 'index-3f2a1b.js'), 'console.log("navalha")');
    writeFileSync(join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await buildTestApp(testApp.database, { webDistDir });
  });

  afterAll(async () => {
    await web.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await web.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(expectedCsp);
  });

  it.each(['/signin', '/services', '/detailsorder/42?from=list'])(
    'answers index.html for the client route %s',
    async (url) => {
      const response = await web.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets forever', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files outside /assets', async () => {
    const response = await web.inject({ method: 'GET', url: '/favicon.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['an unknown API path', 'GET', '/api/x'],
    ['a missing asset', 'GET', '/assets/index-000000.js'],
    ['a POST to a client route', 'POST', '/signin'],
  ] as const)('answers %s with the JSON 404, not index.html', async (_case, method, url) => {
    const response = await web.inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  });

  it('still answers the API', async () => {
    const response = await web.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', setup: 'done' });
  });
});
