import type { LaunchOptions } from '@playwright/test';

/**
 * How the tests start Chromium: Debian's, headless, with background networking off (no browser
 * download on this machine, docs/commands-and-tests.md "Tests, by layer").
 */
export const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
};

/**
 * The same browser with its back/forward cache on: Playwright turns the cache off by default
 * (`--disable-back-forward-cache`), so a test of what a restored page shows must ask for it.
 */
export const WITH_BACK_FORWARD_CACHE: LaunchOptions = {
  ...LAUNCH_OPTIONS,
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
};
