import { POPUP_BANNERS } from '../backend/seed/data/banners.ts';

/**
 * The e2e server's port (scripts/e2e-server.ts) and origin: 8788, never npm start's 8787;
 * `E2E_PORT` moves it, so a second checkout's run can go on beside another's.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 8788);
export const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

type StorageItem = { name: string; value: string };

/** Local storage of a shopper who read the adults-only and privacy notices. */
export const ADULT_SHOPPER: StorageItem[] = [
  { name: 'allowAccess', value: 'true' },
  { name: 'privacyNoticeDismissed', value: 'true' },
];

/**
 * Local storage of a returning shopper: past the first access, and shown every seeded popup at
 * `seenAt` (spec §4: none shows again for 2 hours), so no popup covers what a test clicks,
 * whatever the day of the week the tests run on. e2e/popups.spec.ts sets its own history and clock.
 */
export function returningShopper(seenAt = new Date()): StorageItem[] {
  const stamp = seenAt.toISOString();
  return [
    ...ADULT_SHOPPER,
    { name: 'firstAccess', value: 'true' },
    { name: 'firstAccessTime', value: stamp },
    { name: 'lastTimeBanner', value: JSON.stringify(POPUP_BANNERS.map(({ id }) => ({ id, hour: stamp }))) },
  ];
}

/** A Playwright storage state holding `localStorage` for the e2e origin. */
export function storageState(localStorage: StorageItem[], origin = ORIGIN) {
  return { cookies: [], origins: [{ origin, localStorage }] };
}
