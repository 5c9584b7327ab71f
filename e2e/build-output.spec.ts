import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** ARCHITECTURE "Security posture": nothing secret or server-only reaches the browser bundle. */
const CLIENT_DIR = 'dist/client';
const FORBIDDEN = ['ACCESS_TOKEN', 'TCS-Access-Token', 'X-Access-Token', 'BACKEND.fetch', 'message_banners', 'database_id'];

test('no client asset contains secrets, token names or server code', () => {
  const files = readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(0);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(join(file.parentPath, file.name), 'utf8');
    return FORBIDDEN.filter((needle) => text.includes(needle)).map((needle) => `${file.name}: ${needle}`);
  });
  expect(leaks).toEqual([]);
});
