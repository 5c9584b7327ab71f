import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIES } from '../../src/core/constants.ts';
import type { BuildVersion } from '../../src/contracts/edge.ts';
import { BUILD_ID } from '../build-id.ts';
import type { AppEnv } from '../env.ts';
import { isLocalRun } from '../config.ts';

const OVERRIDE = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * spec §7 `GET builds/latest.json` (with a timestamp query the client adds to defeat caches):
 * the id of the latest build, for the client's version polling. Never cached.
 *
 * Test-only switch (the update flow's e2e): in local runs (`isLocalRun`), a `build-id-override`
 * cookie makes this answer report that id instead, so an end-to-end test can pretend a new build
 * was deployed, per browser context.
 */
export const buildVersionRoutes = new Hono<AppEnv>().get('/builds/latest.json', (c) => {
  const override = isLocalRun(c.env) ? getCookie(c, COOKIES.buildIdOverride.name) : undefined;
  const id = override && OVERRIDE.test(override) ? override : BUILD_ID;
  c.header('Cache-Control', 'no-store');
  return c.json({ id } satisfies BuildVersion);
});
