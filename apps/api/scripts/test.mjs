// Runs the API suite on the embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is
// set (architecture §10). NAVALHA_TEST_DB=pglite|postgres runs only that one. Extra arguments go
// to vitest (`npm test -w @navalha/api -- src/modules/auth`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

const requested = process.env.NAVALHA_TEST_DB;
const drivers = requested
  ? [requested]
  : process.env.TEST_DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];

const failed = [];
for (const driver of drivers) {
  process.stdout.write(`\n▶ API tests on ${driver}\n`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, TZ: process.env.TZ ?? 'UTC', NAVALHA_TEST_DB: driver },
  });
  if (result.status !== 0) failed.push(driver);
}

if (failed.length > 0) {
  process.stderr.write(`\n✖ API tests failed on: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`\n✔ API tests passed on: ${drivers.join(', ')}\n`);
