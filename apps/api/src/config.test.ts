import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'navalha-config-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      paymentGateway: 'sandbox',
      demoData: true,
      allowSandboxPayments: false,
      shopSignup: 'closed',
      authRateLimitPerMinute: 10,
      usageLimitMultiplier: 1,
      sseMaxPerAccount: 5,
      sseMaxPerIp: 20,
      logLevel: 'info',
      trustProxy: false,
      webConcurrency: 1,
      metricsToken: undefined,
      apiDocs: true,
    });
    expect(config.webDistDir).toBe(
      resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
    );
  });

  it('turns the API docs off with API_DOCS=false', () => {
    expect(loadConfig({ DATA_DIR: dataDir, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('generates a JWT secret once per DATA_DIR and keeps it across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(first.jwtSecretFile).toBe(join(dataDir, 'jwt-secret'));
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('prefers JWT_SECRET and then writes no file', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) });

    expect(config.jwtSecret).toBe('s'.repeat(40));
    expect(config.jwtSecretFile).toBeNull();
  });

  it("takes Mercado Pago's settings, with its API URL by default", () => {
    const mercadopago = {
      DATA_DIR: dataDir,
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1a2b3c4d-5e6f-4a1b-9c8d-0e1f2a3b4c5d',
      PUBLIC_URL: 'https://navalha.example.com',
    };

    expect(loadConfig(mercadopago)).toMatchObject({
      paymentGateway: 'mercadopago',
      mercadopagoApiUrl: 'https://api.mercadopago.com',
      mercadopagoPublicKey: 'APP_USR-1a2b3c4d-5e6f-4a1b-9c8d-0e1f2a3b4c5d',
    });
    expect(
      loadConfig({ ...mercadopago, MERCADOPAGO_API_URL: 'http://127.0.0.1:4010/' })
        .mercadopagoApiUrl,
    ).toBe('http://127.0.0.1:4010');
  });

  it("takes the shops' Mercado Pago OAuth, the credentials key and the platform fee", () => {
    const mercadopago = {
      DATA_DIR: dataDir,
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1a2b3c4d-5e6f-4a1b-9c8d-0e1f2a3b4c5d',
      PUBLIC_URL: 'https://navalha.example.com',
      MERCADOPAGO_CLIENT_ID: '6295877106812064',
      MERCADOPAGO_CLIENT_SECRET: 'client-secret',
    };
    const key = Buffer.alloc(32, 1).toString('base64');
    const config = loadConfig({
      ...mercadopago,
      PAYMENT_CREDENTIALS_KEY: key,
      PLATFORM_FEE_PERCENT: '2.5',
    });
    expect(config.mercadopagoOauth).toEqual({
      clientId: '6295877106812064',
      clientSecret: 'client-secret',
      authorizationUrl: 'https://auth.mercadopago.com.br/authorization',
    });
    expect(config.paymentCredentialsKey.equals(Buffer.alloc(32, 1))).toBe(true);
    expect(config.platformFeePercent).toBe(2.5);
    // Outside production a key is derived; production refuses to start without one.
    expect(loadConfig(mercadopago).paymentCredentialsKey).toHaveLength(32);
    expect(() =>
      loadConfig({ ...mercadopago, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) }),
    ).toThrow(/PAYMENT_CREDENTIALS_KEY/);
    expect(() => loadConfig({ ...mercadopago, PAYMENT_CREDENTIALS_KEY: 'c2hvcnQ=' })).toThrow(
      /PAYMENT_CREDENTIALS_KEY/,
    );
    expect(() => loadConfig({ ...mercadopago, MERCADOPAGO_CLIENT_SECRET: '' })).toThrow(
      /MERCADOPAGO_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...mercadopago, PLATFORM_FEE_PERCENT: '60' })).toThrow(
      /PLATFORM_FEE_PERCENT/,
    );
  });

  it('looks CEPs up at ViaCEP and BrasilAPI unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      viacepUrl: 'https://viacep.com.br/ws',
      brasilapiUrl: 'https://brasilapi.com.br/api/cep/v1',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        VIACEP_URL: 'http://127.0.0.1:4011/ws/',
        BRASILAPI_URL: 'http://127.0.0.1:4012/cep',
      }),
    ).toMatchObject({
      viacepUrl: 'http://127.0.0.1:4011/ws',
      brasilapiUrl: 'http://127.0.0.1:4012/cep',
    });
  });

  it('believes X-Forwarded-For only from the proxies it is told of', () => {
    const trustOf = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
    expect(trustOf('1')).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    expect(trustOf('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: 'true' would believe any address a client writes/),
    ]);
    for (const bad of ['sim', '300.1.1.1', '10.0.0.0/8,,', '-1']) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be false, the number of proxies/),
      ]);
    }
  });

  it('seeds no demo data in production unless DEMO_DATA=true asks for it', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1a2b3c4d-public',
      PUBLIC_URL: 'https://navalha.example.com',
    };

    expect(loadConfig({ DATA_DIR: dataDir, ...production }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, ...production, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '' }).demoData).toBe(true);
  });

  it('refuses the sandbox gateway in production, unless a staging site allows it', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };

    for (const gateway of [{}, { PAYMENT_GATEWAY: 'sandbox' }, { PAYMENT_GATEWAY: '' }]) {
      const problems = problemsOf({ ...production, ...gateway });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PAYMENT_GATEWAY: /);
      expect(problems[0]).toContain('PAYMENT_GATEWAY=mercadopago');
      expect(problems[0]).toContain('ALLOW_SANDBOX_PAYMENTS=true');
    }
    expect(problemsOf({ ...production, ALLOW_SANDBOX_PAYMENTS: 'false' })).toHaveLength(1);

    const staging = loadConfig({
      DATA_DIR: dataDir,
      ...production,
      ALLOW_SANDBOX_PAYMENTS: 'true',
    });
    expect(staging).toMatchObject({
      paymentGateway: 'sandbox',
      allowSandboxPayments: true,
      demoData: false,
    });
    // Outside production the sandbox is the newcomer's default and needs no flag.
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).paymentGateway).toBe(
      'sandbox',
    );
  });

  it('reads DATABASE_REPLICA_URL beside DATABASE_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://primary:5432/navalha',
      DATABASE_REPLICA_URL: 'postgres://replica:5432/navalha',
    });

    expect(config.databaseUrl).toBe('postgres://primary:5432/navalha');
    expect(config.databaseReplicaUrl).toBe('postgres://replica:5432/navalha');
    expect(loadConfig({ DATA_DIR: dataDir }).databaseReplicaUrl).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      JWT_SECRET: '',
    });

    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PAYMENT_GATEWAY: 'paypal' }, 'PAYMENT_GATEWAY'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ DATABASE_URL: 'mysql://localhost/navalha' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ WEB_CONCURRENCY: '2' }, 'WEB_CONCURRENCY'],
    [{ DATABASE_REPLICA_URL: 'postgres://replica/navalha' }, 'DATABASE_REPLICA_URL'],
    [
      { DATABASE_URL: 'postgres://db/navalha', DATABASE_REPLICA_URL: 'mysql://replica/navalha' },
      'DATABASE_REPLICA_URL',
    ],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ PAYMENT_GATEWAY: 'mercadopago' }, 'MERCADOPAGO_ACCESS_TOKEN'],
    [{ PAYMENT_GATEWAY: 'mercadopago' }, 'PUBLIC_URL'],
    [{ PAYMENT_GATEWAY: 'mercadopago' }, 'MERCADOPAGO_PUBLIC_KEY'],
    [{ MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1a2b"><script>' }, 'MERCADOPAGO_PUBLIC_KEY'],
    [{ MERCADOPAGO_API_URL: 'ftp://api.mercadopago.com' }, 'MERCADOPAGO_API_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA'],
    [{ API_DOCS: 'no' }, 'API_DOCS'],
    [{ ALLOW_SANDBOX_PAYMENTS: 'sim' }, 'ALLOW_SANDBOX_PAYMENTS'],
    [{ SHOP_SIGNUP: 'aberto' }, 'SHOP_SIGNUP'],
    [{ VIACEP_URL: 'viacep.com.br' }, 'VIACEP_URL'],
    [{ BRASILAPI_URL: 'ftp://brasilapi.com.br' }, 'BRASILAPI_URL'],
  ])('names the variable at fault for %o', (env, variable) => {
    const problems = problemsOf(env);

    expect(problems.some((problem) => problem.startsWith(`${variable}: `))).toBe(true);
  });

  it('makes the server print the problem and exit 1', () => {
    const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
    const result = spawnSync(
      process.execPath,
      ['--conditions=navalha-source', '--import', 'tsx', 'src/server.ts'],
      { cwd: apiDir, env: { ...process.env, DATA_DIR: dataDir, PORT: 'abc' }, encoding: 'utf8' },
    );

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT:');
  });
});
