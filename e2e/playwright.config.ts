import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './support';

/**
 * Browser journeys in Debian's Chromium against `npm start` on the embedded default: a fresh data
 * directory, so the shop starts with the demo catalogue and nothing else.
 */
const port = Number(process.env.E2E_PORT ?? 3990);

// Made once, by the runner; its workers load this file again and find it in their environment
// (the journeys read the e-mails the server writes there: E2E_DATA_DIR/mail).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'satchel-e2e-')));
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: join(tmpdir(), 'satchel-e2e-results'),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) lets `npm test` count the journeys.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node scripts/build.mjs --if-missing && node backend/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000/60',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The admin journey registers a webhook endpoint on loopback.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  },
});
