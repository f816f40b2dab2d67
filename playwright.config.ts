import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** A second app whose Google OAuth and Gmail API are the Gmail fake (tests/e2e/gmail-faults.spec.ts, gmail-support.ts). */
const gmailAppPort = port + 10_000;
const gmailFakePort = port + 20_000;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${gmailAppPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        E2E_PORT: String(gmailAppPort),
        E2E_GMAIL_FAKE_PORT: String(gmailFakePort),
        E2E_WAIT_FOR: `http://localhost:${port}/api/health`,
      },
    },
  ],
});
