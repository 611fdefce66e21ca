// What the bench's parts share: paths, flags read from the environment, the measurement's
// constants and budgets, and small helpers (bench/run.mjs describes the whole).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const resultsFile = join(root, 'bench/results.md');
export const routeFilter = process.env.BENCH_ROUTES?.split(',');

export const CONNECTIONS = 50;
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const SMALL = 1_000;
export const LARGE_POSTGRES = 1_000_000;
export const LARGE_PGLITE = Number(process.env.BENCH_PGLITE_LARGE ?? 100_000);
export const CREATE_BUDGET = 300;
export const P50_RATIO_BUDGET = 1.5;
export const PASSWORD = 'Cliente@123';
export const BARBA_COMPLETA = '6e617661-6c68-4100-8000-000000000102';
export const BARBA_PRICE = 35;
export const SLOT_SERVICES = [
  '6e617661-6c68-4100-8000-000000000101',
  '6e617661-6c68-4100-8000-000000000102',
  '6e617661-6c68-4100-8000-000000000104',
];

/** A JSON call to the bench's server (`token` as the bearer); a non-2xx answer throws. */
export async function callApi(baseUrl, method, path, token, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export function spawnChecked(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

export function say(line) {
  process.stdout.write(`${line}\n`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Replaces the part of results.md between `<!-- name -->` and `<!-- /name -->`. */
export function writeSection(name, body) {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  let text = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : `# Navalha benchmarks\n\n${HOW_TO_RUN}\n\n<!-- api -->\n<!-- /api -->\n\n<!-- web -->\n<!-- /web -->\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsFile, text);
}

export const HOW_TO_RUN = `How to run: \`npm run bench\` (both parts, about 15 minutes on a 2-core machine),
\`npm run bench -- --api-only\` or \`npm run bench -- --web-only\` (each rewrites only its part of
this file). PostgreSQL: set \`BENCH_DATABASE_URL\` (or \`TEST_DATABASE_URL\`) to any database of a
server where that user may create databases; the bench creates \`navalha_bench_*\` databases there
and drops them. Data alone: \`node bench/generate.mjs --appointments 1000000 --database-url …\`.
The exit code is 1 when a budget fails. Not part of \`npm test\` or CI.`;

/**
 * Starts the built server (apps/api/dist) in production mode on the demo shop with the sandbox
 * gateway and the limits raised, waits until it is healthy, and pushes its stop onto `cleanups`.
 * `env` names the database. Answers the server's base URL.
 */
export async function startBenchServer(env, cleanups, nodeArgs = []) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      // The demo shop and the sandbox gateway, on purpose, in production mode.
      DEMO_DATA: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Every bench request comes from 127.0.0.1: the sign-in limit would answer 429.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      // Likewise the per-user and per-address limits on bookings, promo checks and deposits.
      USAGE_LIMIT_MULTIPLIER: '10000',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy in 60 s');
}
