import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Every run starts on an empty embedded database, seeded by the server itself.
const dataDir = mkdtempSync(join(tmpdir(), 'navalha-e2e-'));

export default defineConfig({
  testDir: './tests',
  // Runs on a production-mode server of its own: playwright.setup.config.ts.
  testIgnore: 'first-run-setup.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: './test-results',
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'demo shop', testMatch: /demo-shop\.setup\.ts/ },
    { name: 'phone-chromium', use: { browserName: 'chromium' }, dependencies: ['demo shop'] },
  ],
  webServer: {
    // The production build, exactly as a newcomer's `npm start` runs it, on a database seeded
    // first with walk-ins whose time has passed (seed-earlier-today.mjs).
    command:
      'node ../scripts/start.mjs --build-only && node seed-earlier-today.mjs && node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // The journeys book and deposit as the same demo client from one address.
      USAGE_LIMIT_MULTIPLIER: '100',
      LOG_LEVEL: 'warn',
      // CEP lookups go to a fake ViaCEP that tests/account.spec.ts starts; nothing answers as
      // BrasilAPI, so "both services down" is real too.
      VIACEP_URL: `http://127.0.0.1:${port + 1000}/ws`,
      BRASILAPI_URL: `http://127.0.0.1:${port + 1001}/api/cep/v1`,
    },
  },
});
