import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHealth } from './support.js';

/**
 * A server of a spec's own beside the run's, with shop sign-up open (issue 20): its own port
 * (`E2E_PORT` + `portOffset`, so specs never share one), its own embedded database, and the CEP
 * lookups pointed at a closed port so nothing leaves the machine; `extraEnv` (given the
 * server's address) adds to that environment, such as a payment gateway.
 */
export function signupServer(
  portOffset: number,
  name: string,
  extraEnv: (baseUrl: string) => Record<string, string> = () => ({}),
) {
  const port = Number(process.env.E2E_PORT ?? 3500) + portOffset;
  const baseUrl = `http://localhost:${port}`;
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), `navalha-e2e-${name}-`));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SHOP_SIGNUP: 'open',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    VIACEP_URL: 'http://127.0.0.1:9/ws',
    BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1',
    ...extraEnv(baseUrl),
  };
  let server: ChildProcess | null = null;
  return {
    baseUrl,
    root,
    env,
    /** Starts it and waits for its health: it migrates and seeds first, minutes when busy. */
    async start() {
      server = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'ignore'],
      });
      await waitForHealth(baseUrl, { timeout: 240_000, intervals: [1000] });
    },
    /** Stops it and waits until it has exited, so the next run may take the port. */
    async stop() {
      const running = server;
      server = null;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
