import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** Debian's headless shell when present (scripts/ensure-chromium.mjs says why), else the full Chromium. */
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
/**
 * A second app whose Google OAuth and Gmail API are the Gmail fake (tests/e2e/gmail-faults.spec.ts, gmail-support.ts).
 * Every fixed port stays under 32768, where Linux starts handing out ports for outgoing connections: the Microsoft
 * stand-in's Dovecot once found its port (then 34100) taken by one, and the journey failed.
 */
const gmailAppPort = port + 10_000;
const gmailFakePort = port + 20_000;
/** That app's Microsoft sign-in and Outlook mail go to a stand-in (tests/fakes/serve-microsoft.ts) and its Dovecot (port + 1000). */
const microsoftPort = port + 25_000;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry, recorded with a trace: a journey that fails twice is a failure; one that passes on
  // its retry is reported as flaky in the summary rather than hidden.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    // Every journey asks for less motion, as a11y.spec.ts did alone: the app then stops its looping animations
    // (spinners, skeleton pulses, the indeterminate bar) and ends transitions at once, and Chromium no longer
    // composites a frame of each in software: its GPU process took 41 -> 24 s of CPU over compose.spec.ts and
    // message.spec.ts (wall 180 -> 174 s).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The service worker would precache the whole client (about 2 MB) in every new context; only the offline
    // journeys (offline.spec.ts) let it run.
    serviceWorkers: 'block',
    // Recording a trace of every test costs about a third of the suite's time on two cores; a test
    // that fails on CI is run once more, and that retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
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
      // SIGTERM first, so the server stops cleanly and its wrapper removes the temp data folder (SIGKILL left them).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${gmailAppPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        E2E_PORT: String(gmailAppPort),
        E2E_GMAIL_FAKE_PORT: String(gmailFakePort),
        E2E_MICROSOFT_PORT: String(microsoftPort),
        E2E_WAIT_FOR: `http://localhost:${port}/api/health`,
      },
    },
  ],
});
