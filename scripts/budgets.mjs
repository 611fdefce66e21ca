// `npm run budgets`: measures the foundation's budgets on the production build and exits 1 when
// one is exceeded.
//   1. With an existing data directory, /api/health answers 200 within 3 s of the process start.
//   2. The first load of /signin downloads at most 120 KB of JavaScript (gzip).
//   3. The home page, opened by a signed-in client, downloads at most 150 KB of JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BUDGET_PORT ?? 3200);
const base = `http://localhost:${port}`;
const HEALTH_BUDGET_MS = 3000;
const SIGNIN_JS_BUDGET_BYTES = 120 * 1024;
const HOME_JS_BUDGET_BYTES = 150 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'navalha-budget-'));

const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

function startServer() {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, startedAt };
}

async function waitForHealth(startedAt, timeoutMs) {
  while (performance.now() - startedAt < timeoutMs) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`/api/health did not answer 200 within ${timeoutMs} ms`);
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Cookies of a signed-in demo client, as the web app writes them after sign-in. */
async function clientSessionCookies() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cliente@navalha.dev', password: 'Cliente@123' }),
  });
  if (!response.ok) throw new Error(`demo client sign-in failed: ${response.status}`);
  const { accessToken, user } = await response.json();
  return [
    { name: 'access_token', value: encodeURIComponent(accessToken), url: base },
    { name: 'user_data', value: encodeURIComponent(JSON.stringify(user)), url: base },
  ];
}

async function firstLoadJs(browser, path, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts.values()].reduce((total, size) => total + size, 0);
}

const results = [];
let failed = false;
try {
  // First start migrates and seeds; the budget is for a start on an existing data directory.
  const first = startServer();
  await waitForHealth(first.startedAt, 60_000);
  await stop(first.child);

  const second = startServer();
  const healthMs = await waitForHealth(second.startedAt, 10_000);
  results.push([
    '/api/health after start (existing data)',
    `${Math.round(healthMs)} ms`,
    `≤ ${HEALTH_BUDGET_MS} ms`,
    healthMs <= HEALTH_BUDGET_MS,
  ]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const pages = [
    { label: '/signin', path: '/signin', budget: SIGNIN_JS_BUDGET_BYTES },
    { label: '/signup', path: '/signup', budget: null },
    { label: '/ (signed-in client)', path: '/', budget: HOME_JS_BUDGET_BYTES, signedIn: true },
    { label: '/services (signed-in client)', path: '/services', budget: null, signedIn: true },
  ];
  for (const { label, path, budget, signedIn } of pages) {
    const bytes = await firstLoadJs(browser, path, signedIn ? await clientSessionCookies() : []);
    const budgetText = budget === null ? '—' : `≤ ${budget / 1024} KB`;
    results.push([
      `JS gzip, first load of ${label}`,
      `${(bytes / 1024).toFixed(1)} KB`,
      budgetText,
      budget === null || bytes <= budget,
    ]);
  }
  await browser.close();
  await stop(second.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const [what, figure, budget, ok] of results) {
  if (!ok) failed = true;
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'}  ${what}: ${figure} (budget ${budget})\n`);
}
process.exit(failed ? 1 : 0);
