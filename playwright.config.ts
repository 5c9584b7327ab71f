import { defineConfig, devices } from '@playwright/test';
import { POPUP_BANNERS } from './backend/seed/data/banners.ts';

const PORT = 8788; // scripts/e2e-server.ts

// Lets tests route (and abort) the service worker's own requests, to simulate losing signal.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STARTED = new Date().toISOString();

/**
 * Shopper journeys in Debian's Chromium against the built app on workerd (`npm run build` first).
 * No browser download: the system Chromium, headless, with background networking off.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['line']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A returning shopper by default: the 18+ question answered and the privacy notice read.
    // First-visit tests start from an empty storage state instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [
            { name: 'allowAccess', value: 'true' },
            { name: 'privacyNoticeDismissed', value: 'true' },
            // ...past the first access, and shown every seeded popup just now (spec §4: none shows
            // again for 2 hours), so no popup covers what a test clicks. e2e/popups.spec.ts sets its own.
            { name: 'firstAccess', value: 'true' },
            { name: 'firstAccessTime', value: STARTED },
            { name: 'lastTimeBanner', value: JSON.stringify(POPUP_BANNERS.map(({ id }) => ({ id, hour: STARTED }))) },
          ],
        },
      ],
    },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/momentos`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
