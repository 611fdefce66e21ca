import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, where src/server.ts runs from. */
export const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The JWT secret of the servers these tests start (production mode requires one). */
export const SERVER_JWT_SECRET = 'fault-test-secret-that-is-long-enough-0123456789';

export const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  process: ChildProcess;
  url: string;
  output: () => string;
}

/** The real server (src/server.ts) in a child process, once /api/health answers 200. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=navalha-source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The demo shop and the sandbox gateway, on purpose, in production mode.
        DEMO_DATA: 'true',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        JWT_SECRET: SERVER_JWT_SECRET,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        USAGE_LIMIT_MULTIPLIER: '100',
        WEB_DIST_DIR: '/nonexistent/navalha-web-dist',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) return { process: child, url, output: () => output };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
}
