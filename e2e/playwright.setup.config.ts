import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/**
 * The first-run setup (tests/first-run-setup.spec.ts) on a server of its own: a production-mode
 * process on an empty database, which the spec starts and reads the setup address from. No
 * shared demo server: `npx playwright test -c playwright.setup.config.ts`.
 */
export default defineConfig({
  ...base,
  testMatch: 'first-run-setup.spec.ts',
  testIgnore: [],
  timeout: 300_000,
  webServer: undefined,
});
