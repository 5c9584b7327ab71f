import { defineConfig, devices } from '@playwright/test';
import { LAUNCH_OPTIONS } from './e2e/browser.ts';
import { ORIGIN, returningShopper, storageState } from './e2e/shopper-state.ts';

// Lets tests route (and abort) the service worker's own requests, to simulate losing signal.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

/** The back office's journeys (e2e/back-office*.spec.ts). */
const BACK_OFFICE = /back-office.*\.spec\.ts$/;

/** `npx playwright test e2e/some.spec.ts`: a run of chosen files does not wait for every shopper journey first. */
const CHOSEN_FILES = process.argv.some((argument) => /\.spec\.ts(:\d+)?$/.test(argument));

/**
 * Shopper journeys in Debian's Chromium against the built app on workerd (`npm run build` first).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['line']] : [['list']],
  // Bounds, not waits: every step waits for its condition. A journey of many steps (the cart, a
  // payment) on a 2-core machine with other work on it took 31-39 s, past a 30 s bound.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: ORIGIN,
    // A returning shopper by default (e2e/shopper-state.ts): the adults-only notice read, the privacy
    // notice read, every popup seen just now. First-visit tests start from an empty storage state.
    storageState: storageState(returningShopper()),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: BACK_OFFICE },
    // The owner's changes (prices, coupons, popups, settings) are the whole shop's: they run after
    // every shopper journey, so none of those sees a popup or a price it did not expect.
    { name: 'back-office', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: BACK_OFFICE, dependencies: CHOSEN_FILES ? [] : ['desktop'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `${ORIGIN}/momentos`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
