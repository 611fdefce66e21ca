import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/**
 * The production-mode journey (tests/first-run-setup.spec.ts) on a server of its own: a
 * production-mode process on an empty database with a local SMTP server, which the spec starts
 * and reads the setup address from; then invitations, a booking and the password e-mails. No
 * shared demo server: `npx playwright test -c playwright.setup.config.ts` (or `npm test`).
 */
export default defineConfig({
  ...base,
  testMatch: 'first-run-setup.spec.ts',
  testIgnore: [],
  // Its own shop, not the demo's: no demo-shop preparation.
  projects: [{ name: 'phone-chromium', use: { browserName: 'chromium' } }],
  timeout: 300_000,
  webServer: undefined,
});
