import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Google sign-in end to end, with Google played locally: a JSON Web Key Set server with keys made
 * here, ID tokens signed with them, and Playwright serving a stand-in for Google's
 * https://accounts.google.com/gsi/client that hands one back. The app is the production build,
 * started here with GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL (the shared server runs without them).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_ID = '123456789012-navalha-e2e.apps.googleusercontent.com';
const GSI_CLIENT_URL = 'https://accounts.google.com/gsi/client';
const KID = 'navalha-e2e-key';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

function idToken(claims: Record<string, unknown>, { stranger = false } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = part({ alg: 'RS256', kid: KID, typ: 'JWT' });
  const payload = part({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    email_verified: true,
    iat: now,
    exp: now + 3600,
    ...claims,
  });
  const signature = sign(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    (stranger ? strangerKeys : keys).privateKey,
  );
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** Google Identity Services as the page uses it: the prompt answers with `credential`. */
function fakeGsiClient(credential: string): string {
  return `window.google = { accounts: { id: {
    initialize(config) { this.config = config; window.__gsiClientId = config.client_id; },
    prompt(listener) {
      const config = this.config;
      setTimeout(() => {
        config.callback({ credential: ${JSON.stringify(credential)}, select_by: 'user' });
        if (listener) listener({
          isSkippedMoment: () => false,
          isDismissedMoment: () => true,
          getDismissedReason: () => 'credential_returned',
        });
      }, 50);
    },
    cancel() {},
  } } };`;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let jwksServer: Server;
let app: ChildProcess;
let dataDir: string;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const jwk = { ...keys.publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksPort = (jwksServer.address() as AddressInfo).port;

  const port = await freePort();
  base = `http://localhost:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'navalha-e2e-google-'));
  app = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      USAGE_LIMIT_MULTIPLIER: '100',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${jwksPort}/oauth2/v3/certs`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => jwksServer?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function serveGoogle(page: Page, credential: string) {
  let served = 0;
  await page.route(GSI_CLIENT_URL, async (route) => {
    served += 1;
    await route.fulfill({ contentType: 'text/javascript', body: fakeGsiClient(credential) });
  });
  return { served: () => served };
}

test('a new client signs in with Google and lands on the home page, signed in', async ({
  page,
}) => {
  const google = await serveGoogle(
    page,
    idToken({
      sub: '118000000000000000001',
      email: 'ana.google@gmail.com',
      name: 'Ana Google',
      picture: 'https://lh3.googleusercontent.com/a/ana-google',
    }),
  );
  await page.goto(`${base}/signin`);
  // Facebook and Apple stay as the spec shows them.
  await expect(page.getByRole('button', { name: 'Entrar com Facebook' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Entrar com Apple' })).toBeDisabled();
  // Google's script comes with the click, not with the page.
  expect(google.served()).toBe(0);

  await page.getByRole('button', { name: 'Entrar com Google' }).click();

  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByRole('heading', { name: 'Olá, Ana' })).toBeVisible();
  await expect(page.getByText('Bem-vindo(a), Ana Google!')).toBeVisible();
  expect(google.served()).toBe(1);
  expect(await page.evaluate(() => (globalThis as { __gsiClientId?: string }).__gsiClientId)).toBe(
    CLIENT_ID,
  );

  // A real session: it survives a reload and the server knows the user.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Ana' })).toBeVisible();
  const cookies = await page.context().cookies(base);
  const accessToken = cookies.find((cookie) => cookie.name === 'access_token')?.value ?? '';
  const me = await (
    await page.request.get(`${base}/api/auth/me`, {
      headers: { authorization: `Bearer ${decodeURIComponent(accessToken)}` },
    })
  ).json();
  expect(me).toMatchObject({ email: 'ana.google@gmail.com', role: 'CLIENT', isVerified: true });
});

test("the demo client's Google account opens the demo client's account", async ({ page }) => {
  // navalha.dev is a Google Workspace domain here (`hd`): Google runs that address, so the
  // client's password account may be linked (decision 007).
  await serveGoogle(
    page,
    idToken({
      sub: '118000000000000000002',
      email: 'cliente@navalha.dev',
      hd: 'navalha.dev',
      name: 'Outro Nome',
    }),
  );
  await page.goto(`${base}/signin`);
  await page.getByRole('button', { name: 'Entrar com Google' }).click();

  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByText('Bem-vindo(a), Carlos Cliente!')).toBeVisible();
});

test('a token Google did not sign says so and stays on the sign-in page', async ({ page }) => {
  await serveGoogle(
    page,
    idToken(
      { sub: '118000000000000000003', email: 'forjado@gmail.com', name: 'Forjado' },
      { stranger: true },
    ),
  );
  await page.goto(`${base}/signin`);
  await page.getByRole('button', { name: 'Entrar com Google' }).click();

  await expect(page.getByText('Erro ao fazer login com Google. Tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(`${base}/signin`);
  await expect(page.getByRole('button', { name: 'Entrar com Google' })).toBeEnabled();
});
