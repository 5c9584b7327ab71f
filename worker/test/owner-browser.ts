import { expect } from 'vitest';
import { DEV_OWNER, devOwnerStatement } from '../../backend/seed/dev-owner.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { ORIGIN } from './edge-harness.ts';
import { type ShopperBrowser, shopperBrowser } from './shopper-browser.ts';

/** The headers of a back-office form as a browser posts it (same origin, url-encoded). */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN };

/** Creates the local owner (dono@adega.test) in the test database, as `npm start` does. */
export async function createDevOwner(): Promise<void> {
  await testEnv.DB.exec((await devOwnerStatement()).replaceAll('\n', ' '));
}

/** The owner's browser, signed in to the back office through the local login. */
export async function signedInOwner(): Promise<ShopperBrowser> {
  const owner = shopperBrowser();
  const response = await owner.send('/admin/entrar', {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ email: DEV_OWNER.email, password: DEV_OWNER.password }).toString(),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/admin/vinhos');
  return owner;
}

/** A back-office form posted by the owner's browser (pairs where a field repeats, as ticked checkboxes do). */
export function postForm(browser: ShopperBrowser, path: string, fields: Record<string, string> | [string, string][]): Promise<Response> {
  return browser.send(path, { method: 'POST', headers: FORM, body: new URLSearchParams(fields).toString() });
}
