import { expect, gotoHydrated, test } from './fixtures.ts';

// No service worker: its one-off "Pronto para uso offline" snack would replace the snacks asserted here.
test.use({ serviceWorkers: 'block' });

test.describe('newsletter (spec §2 Footer, §5)', () => {
  test('asks for name and e-mail, then subscribes', async ({ page }) => {
    await gotoHydrated(page, '/momentos');
    const section = page.getByRole('region', { name: 'Receba nossas novidades' });
    await section.getByLabel('Nome').fill('Ana Souza');
    await section.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.locator('[data-style="warning"]')).toContainText('Nome e Email são obrigatórios!');
    await section.getByLabel('E-mail').fill(`ana.${Date.now()}@exemplo.com.br`);
    await section.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.locator('[data-style="success"]')).toContainText('Email registrado com sucesso!');
    await expect(section.getByLabel('Nome')).toHaveValue('');
  });
});
