import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { fromPglite, fromPool, pgliteExtensions } from './db/client.js';
import type { Database } from './db/client.js';
import { barbershops } from './db/schema/barbershops.js';
import { services } from './db/schema/services.js';
import { users } from './db/schema/users.js';
import { workingHours } from './db/schema/working-hours.js';
import { databaseUrl, uniqueDatabaseName } from './test/test-database-info.js';
import { TEST_JWT_SECRET, testPasswordHasher } from './test/test-app.js';

/** `npm run setup` for real: the CLI in a child process against an empty database. */

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'navalha-setup-cli-'));
const passwordFile = join(work, 'senha.txt');
writeFileSync(passwordFile, 'Tesoura@2026\n');

const flags = [
  '--non-interactive',
  ['--owner-name', 'Joana Navalha'],
  ['--owner-email', 'Joana@BarbeariaDaJoana.com.br'],
  ['--owner-phone', '(11) 98765-4321'],
  ['--owner-password-file', passwordFile],
  ['--shop-name', 'Barbearia da Joana'],
  ['--cep', '01304-001'],
  ['--street', 'Rua Augusta'],
  ['--number', '1200'],
  ['--neighborhood', 'Consolação'],
  ['--city', 'São Paulo'],
  ['--state', 'sp'],
  ['--hours', '1-5=09:00-12:00,13:00-19:00;6=09:00-14:00'],
  ['--services', 'Corte:45,00:30;Barba:35,50:20'],
  '--takes-bookings',
].flat();

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=navalha-source', '--import', 'tsx', 'src/setup-cli.ts', ...args],
      {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          // A staging server: production refuses the sandbox gateway otherwise.
          ALLOW_SANDBOX_PAYMENTS: 'true',
          JWT_SECRET: TEST_JWT_SECRET,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolveRun({ code, stdout, stderr }));
  });
}

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** An empty database of the suite's kind: a fresh PGlite directory, or a new PostgreSQL one. */
async function emptyDatabase(): Promise<Target> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    const dataDir = mkdtempSync(join(work, 'data-'));
    return {
      env: { DATA_DIR: dataDir },
      open: async () =>
        fromPglite(
          await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: pgliteExtensions }),
        ),
      dispose: async () => undefined,
    };
  }
  const name = uniqueDatabaseName('navalha_setup_cli');
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrl(info.serverUrl, name);
  return {
    env: { DATABASE_URL: url, DATA_DIR: mkdtempSync(join(work, 'data-')) },
    open: async () => fromPool(new pg.Pool({ connectionString: url })),
    async dispose() {
      const dropper = new pg.Client({ connectionString: info.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

let target: Target;

beforeAll(async () => {
  target = await emptyDatabase();
});

afterAll(async () => {
  await target.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run setup', () => {
  it('explains its flags', async () => {
    const run = await runCli(['--help'], target.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--owner-password-file');
    expect(run.stdout).toContain('--services "Corte:45,00:30;Barba:35,00:20"');
  });

  it('refuses bad answers with the pt-BR messages and creates nothing', async () => {
    const bad = flags.map((flag) => (flag === '(11) 98765-4321' ? '11987654321' : flag));
    const run = await runCli(bad, target.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Telefone deve estar no formato (11) 99999-9999');
    const database = await target.open();
    try {
      expect(await database.db.select().from(barbershops)).toHaveLength(0);
    } finally {
      await database.close();
    }
  });

  it(
    'sets the shop up from flags in one go, then refuses to run again',
    { timeout: 60_000 },
    async () => {
      const run = await runCli(flags, target.env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Barbearia "Barbearia da Joana" configurada.');
      expect(run.stdout).toContain(
        'Dono: Joana Navalha <joana@barbeariadajoana.com.br> (também atende)',
      );
      expect(run.stdout).toContain('Entre em http://localhost:3000/signin');

      const database = await target.open();
      try {
        const [shop] = await database.db.select().from(barbershops);
        expect(shop).toMatchObject({
          name: 'Barbearia da Joana',
          address: 'Rua Augusta, 1200 – Consolação, São Paulo – SP, 01304-001',
          timeZone: 'America/Sao_Paulo',
        });
        const [owner] = await database.db.select().from(users);
        expect(owner).toMatchObject({ role: 'OWNER', takesBookings: true, barbershopId: shop?.id });
        expect(await testPasswordHasher.verify(owner!.passwordHash, 'Tesoura@2026')).toBe(true);
        const rows = await database.db.select().from(services);
        expect(rows.map((row) => [row.name, row.priceCents, row.durationMinutes]).sort()).toEqual([
          ['Barba', 3550, 20],
          ['Corte', 4500, 30],
        ]);
        expect(await database.db.select().from(workingHours)).toHaveLength(11);
      } finally {
        await database.close();
      }

      const again = await runCli(flags, target.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('Esta instalação já tem uma barbearia');
    },
  );

  it(
    "makes the platform's operator with --operator, once, on an install that has a shop",
    { timeout: 60_000 },
    async () => {
      const env = { ...target.env, NAVALHA_OWNER_PASSWORD: 'Plataforma@2026' };
      const args = ['--operator', 'ops@navalha.dev', '--non-interactive'];
      const run = await runCli(args, env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Operador da plataforma criado: ops@navalha.dev');
      const database = await target.open();
      try {
        const [operator] = await database.db
          .select()
          .from(users)
          .where(eq(users.email, 'ops@navalha.dev'));
        expect(operator).toMatchObject({
          role: 'OPERATOR',
          barbershopId: null,
          name: 'Plataforma',
        });
        expect(await testPasswordHasher.verify(operator!.passwordHash, 'Plataforma@2026')).toBe(
          true,
        );
      } finally {
        await database.close();
      }
      const again = await runCli(args, env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('Este email já está em uso');
    },
  );
});
