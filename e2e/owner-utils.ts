import { expect, type Page } from '@playwright/test';
import { shopperIp } from './account-utils.ts';

/** The local owner `npm start` and the e2e server create (backend/seed/dev-owner.ts). */
export const OWNER = { email: 'dono@adega.test', password: 'adega-dono-local' } as const;

/**
 * Signs the owner in at /admin from an address of their own: logins share the edge's per-IP limit
 * (spec §8 429) with every shopper journey's, and Cloudflare would give each browser its own.
 */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': shopperIp() });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/entrar$/);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Senha').fill(OWNER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vinhos' })).toBeVisible();
}
