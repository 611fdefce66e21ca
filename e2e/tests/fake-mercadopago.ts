import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The install's own account at the fake (its FAKE_ACCESS_TOKEN and FAKE_COLLECTOR_ID). */
export const installAccount = { token: 'TEST-0000000000000000-000000-fake', userId: 1_234_567_890 };

/** A request the fake's API received, with the access token it carried. */
export interface FakeRequest {
  method: string;
  path: string;
  token: string;
  body: Record<string, unknown> | null;
}

/** A payment notice the fake sent to the server, and the status the server answered. */
export interface FakeNotice {
  paymentId: string;
  userId: number;
  status: number;
}

/**
 * The local Mercado Pago of a spec (apps/api/scripts/fake-mercadopago.ts, the API tests' fake as
 * a process): its API on `E2E_PORT` + `portOffset`, its browser pages (authorization, Checkout
 * Pro) on the next port, and the environment a server needs to use it as its gateway, with the
 * platform's application for the shops' own accounts.
 */
export function fakeMercadoPago(portOffset: number) {
  const apiPort = Number(process.env.E2E_PORT ?? 3500) + portOffset;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${apiPort + 1}`;
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const webhookSecret = 'e2e-fake-mercadopago-webhook-secret';
  const serverEnv = {
    PAYMENT_GATEWAY: 'mercadopago',
    MERCADOPAGO_API_URL: apiUrl,
    MERCADOPAGO_ACCESS_TOKEN: installAccount.token,
    MERCADOPAGO_PUBLIC_KEY: 'TEST-00000000-e2e-public-key',
    MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
    MERCADOPAGO_CLIENT_ID: '6295877106812064',
    MERCADOPAGO_CLIENT_SECRET: 'fake-client-secret',
    MERCADOPAGO_OAUTH_URL: `${siteUrl}/authorization`,
    PAYMENT_CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
  };
  let fake: ChildProcess | null = null;

  async function read<T>(path: string): Promise<T> {
    const answer = await fetch(`${siteUrl}/__fake/${path}`);
    return (await answer.json()) as T;
  }

  return {
    apiUrl,
    siteUrl,
    serverEnv,
    /** Starts it; resolves once both ports listen (its one line on stdout). */
    async start() {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/api/scripts/fake-mercadopago.ts'],
        {
          cwd: root,
          env: {
            ...process.env,
            MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
            FAKE_MERCADOPAGO_API_PORT: String(apiPort),
            FAKE_MERCADOPAGO_SITE_PORT: String(apiPort + 1),
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      fake = child;
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`the fake Mercado Pago exited (${code})`)));
        child.stdout?.once('data', () => resolve());
      });
    },
    async stop() {
      const running = fake;
      fake = null;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await exited;
      }
    },
    requests: () => read<FakeRequest[]>('requests'),
    notices: () => read<FakeNotice[]>('notices'),
    tokens: () => read<{ accessToken: string; userId: number }[]>('tokens'),
  };
}
