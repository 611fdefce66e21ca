import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { barbershops } from './db/schema/barbershops.js';
import { seedRuns } from './db/schema/seed-runs.js';
import { users } from './db/schema/users.js';
import { demoAccounts } from './demo/seed.js';
import { appModeOf, logRunMode, seedDemoData } from './run-mode.js';
import { exited, startServer } from './test/server-process.js';
import { testConfig, testPasswordHasher } from './test/test-app.js';
import { createTestDatabase } from './test/test-database.js';
import type { TestDatabase } from './test/test-database.js';

/** What logRunMode writes for this configuration, one parsed JSON line each. */
function runModeLines(overrides: Partial<Config>): { level: number; msg: string }[] {
  const lines: string[] = [];
  const log = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  }).log;
  logRunMode(log, testConfig(overrides));
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
}

const WARN = 40;
const production = { nodeEnv: 'production' as const };

describe('the start-up lines of each mode', () => {
  it('says the demo is a demo, and prints the demo accounts', () => {
    const lines = runModeLines({ nodeEnv: 'development', demoData: true });

    expect(lines[0]?.msg).toMatch(/^Modo demonstração \(demo mode\): .*test payments/);
    for (const account of demoAccounts) {
      expect(
        lines.some((line) => line.msg.includes(`${account.email} / ${account.password}`)),
      ).toBe(true);
    }
    expect(appModeOf(testConfig({ nodeEnv: 'development', demoData: true }))).toBe('demo');
  });

  it('never prints a password in production, even with the demo data on, and warns loudly', () => {
    const withDemo = runModeLines({ ...production, demoData: true, paymentGateway: 'mercadopago' });
    const staging = runModeLines({ ...production, demoData: false, allowSandboxPayments: true });
    const real = runModeLines({ ...production, demoData: false, paymentGateway: 'mercadopago' });

    for (const lines of [withDemo, staging, real]) {
      const text = lines.map((line) => line.msg).join('\n');
      for (const account of demoAccounts) expect(text).not.toContain(account.password);
    }
    expect(withDemo).toEqual([
      expect.objectContaining({
        level: WARN,
        msg: expect.stringMatching(/^DEMO_DATA=true in production: .*passwords are public/),
      }),
    ]);
    expect(staging).toEqual([
      expect.objectContaining({ level: WARN, msg: expect.stringContaining('Ambiente de testes') }),
    ]);
    expect(real).toEqual([]);
    expect(appModeOf(testConfig({ ...production, demoData: false }))).toBe('staging');
    expect(
      appModeOf(testConfig({ ...production, demoData: false, paymentGateway: 'mercadopago' })),
    ).toBe('production');
  });
});

describe('the demo data at start-up', () => {
  let testDatabase: TestDatabase;
  const log = Fastify({ logger: false }).log;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    // A fresh database: migrated, nothing seeded.
    await testDatabase.database.db.execute(
      sql`truncate table users, barbershops, seed_runs cascade`,
    );
  });

  afterAll(async () => {
    await testDatabase.dispose();
  });

  it('seeds nothing in production without DEMO_DATA: no shop, no accounts', async () => {
    const { db } = testDatabase.database;

    const result = await seedDemoData(
      db,
      testConfig({ ...production, demoData: false }),
      testPasswordHasher,
      log,
    );

    expect(result).toBeNull();
    expect(await db.select().from(barbershops)).toHaveLength(0);
    expect(await db.select().from(users)).toHaveLength(0);
    expect(await db.select().from(seedRuns)).toHaveLength(0);
  });

  it('seeds the demo once when DEMO_DATA is on', async () => {
    const { db } = testDatabase.database;
    const config = testConfig({ ...production, demoData: true });

    const first = await seedDemoData(db, config, testPasswordHasher, log);
    const second = await seedDemoData(db, config, testPasswordHasher, log);

    expect(first?.seeded).toBe(true);
    expect(second?.seeded).toBe(false);
    expect(await db.select().from(barbershops)).toHaveLength(1);
  });
});

describe('the server in production mode', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'navalha-production-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with no demo data and prints no password', async () => {
    const server = await startServer({
      // No DEMO_DATA: production's default, no demo shop.
      DEMO_DATA: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    server.process.kill('SIGTERM');
    const output = server.output();
    expect(await exited(server.process), output).toBe(0);

    expect(output).toContain('ALLOW_SANDBOX_PAYMENTS=true');
    expect(output).not.toContain('demo account');
    for (const account of demoAccounts) expect(output).not.toContain(account.password);
    const database = await openDatabase({ dataDir: resolve(dataDir), databaseUrl: undefined });
    try {
      expect(await database.db.select().from(users)).toHaveLength(0);
      expect(await database.db.select().from(barbershops)).toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
