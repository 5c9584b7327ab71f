import { expect, gotoHydrated, test } from './fixtures.ts';

test.use({ storageState: { cookies: [], origins: [] } });

test.describe('first visit', () => {
  test('asks for the age first, remembers "Sim", then shows the privacy notice once', async ({ page }) => {
    await gotoHydrated(page, '/momentos');
    const gate = page.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' });
    await expect(gate).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aviso de privacidade' })).toHaveCount(0);
    await expect(gate.getByRole('button', { name: 'Sim' })).toBeFocused();

    await page.keyboard.press('Escape'); // a persistent question: Esc does not dismiss it
    await expect(gate).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(gate).toBeHidden();
    const notice = page.getByRole('region', { name: 'Aviso de privacidade' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/politica/privacidade');
    await notice.getByRole('button', { name: 'Entendi' }).click();
    await expect(notice).toBeHidden();

    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Aviso de privacidade' })).toHaveCount(0);
  });

  test('"Não" leaves a polite refusal and no way on', async ({ page }) => {
    await gotoHydrated(page, '/momentos');
    await page.getByRole('button', { name: 'Não' }).click();
    const refusal = page.getByRole('dialog', { name: 'Que pena!' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('maiores de 18 anos');
    await expect(refusal.getByRole('button')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(refusal).toBeVisible();
  });
});
