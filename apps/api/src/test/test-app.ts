import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createPasswordHasher } from '../modules/auth/password.js';
import { createTestDatabase } from './test-database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    // Profile photos are written under it; a test that reads them passes its own.
    dataDir: join(tmpdir(), 'navalha-test-data'),
    databaseUrl: undefined,
    databaseReplicaUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    jwtSecretFile: null,
    paymentGateway: 'sandbox',
    demoData: true,
    allowSandboxPayments: false,
    shopSignup: 'closed',
    mercadopagoAccessToken: undefined,
    mercadopagoWebhookSecret: undefined,
    mercadopagoPublicKey: undefined,
    mercadopagoApiUrl: 'http://127.0.0.1:9',
    mercadopagoOauth: undefined,
    paymentCredentialsKey: Buffer.alloc(32, 7),
    platformFeePercent: 0,
    whatsapp: undefined,
    whatsappApiUrl: 'http://127.0.0.1:9/v21.0',
    publicUrl: undefined,
    smtpUrl: undefined,
    smtpFrom: 'Navalha <nao-responda@navalha.test>',
    // High, so that only the rate-limit test ever meets the limit.
    authRateLimitPerMinute: 10_000,
    // Likewise for the usage limits (promo checks, deposits, bookings).
    usageLimitMultiplier: 10_000,
    // Likewise for open notification streams: the stream-limit tests set their own.
    sseMaxPerAccount: 1_000,
    sseMaxPerIp: 1_000,
    googleClientId: undefined,
    // Nothing listens there: a test that looks a CEP up starts its own fake services.
    viacepUrl: 'http://127.0.0.1:9/ws',
    brasilapiUrl: 'http://127.0.0.1:9/api/cep/v1',
    googleJwksUrl: 'http://127.0.0.1:9/certs',
    webDistDir: '/nonexistent/navalha-web-dist',
    logLevel: 'silent',
    trustProxy: false,
    webConcurrency: 1,
    metricsToken: undefined,
    apiDocs: true,
    ...overrides,
  };
}

/** One argon2id hasher with the production parameters, shared by a test file. */
export const testPasswordHasher = createPasswordHasher();

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Another app on a database a test already has (for a different configuration or clock). */
export function buildTestApp(
  database: Database,
  overrides: Partial<Config> = {},
  now?: () => Date,
): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(overrides),
    db: database.db,
    passwordHasher: testPasswordHasher,
    ...(now ? { now } : {}),
  });
}

/** The real app on a private copy of the migrated, seeded database. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const app = await buildTestApp(testDatabase.database, overrides);
  return {
    app,
    database: testDatabase.database,
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}
