import { defineConfig } from 'vitest/config';

/**
 * Load @navalha/core from its TypeScript source, so tests never need a build of it. Vitest also
 * hands the server conditions to the test workers as `node --conditions`, so they must not
 * include 'import': Node would then resolve require('pg-pool') to its ESM wrapper and pg breaks.
 * Vite adds 'import' / 'require' and 'default' by itself when it resolves.
 */
const conditions = ['navalha-source', 'node'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  // Vitest runs the global setup in its own `__vitest__` environment.
  environments: { __vitest__: { resolve: { conditions, externalConditions: conditions } } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // The files share their worker's modules instead of importing the app again each (decision
    // 047): a third of the suite's time went to those imports. Each file still has its own
    // database and app; a support module's state belongs to the file's world, not to the module.
    isolate: false,
    // argon2 with the production parameters and a database per file, on 2 cores.
    testTimeout: 30_000,
    // In CI a failed test runs once more, as the end-to-end tests do (decision 047); the log
    // still names it, and a broken rule fails both times.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
