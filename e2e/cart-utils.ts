import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A wine's "Adicionar ao carrinho" button: named "Adicionar ao carrinho: {wine}", its visible text
 * first (WCAG 2.5.3 Label in Name).
 */
export const ADD_TO_CART_NAME = /^Adicionar ao carrinho: .+$/;

/** The wine an add button is for, from its accessible name. */
export function wineOfAddButton(label: string): string {
  return label.replace(/^Adicionar ao carrinho: /, '');
}

/**
 * The shopper's ways to the cart, as page objects (hydrogen's e2e/fixtures/cart-utils.ts style):
 * found by role and visible text, as a shopper would.
 */
export class Shop {
  constructor(readonly page: Page) {}

  get searchToggle(): Locator {
    return this.page.getByRole('button', { name: 'Buscar vinhos' });
  }

  get searchPanel(): Locator {
    return this.page.getByRole('dialog', { name: 'Busca de vinhos' });
  }

  get cartButton(): Locator {
    return this.page.getByRole('button', { name: /^Abrir carrinho/ });
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: /^Carrinho \(\d+\)$/ });
  }

  get snack(): Locator {
    return this.page.locator('[data-style]');
  }

  /** Opens the search, searches `term` and waits for results. */
  async search(term: string): Promise<Locator> {
    await this.searchToggle.click();
    await expect(this.searchPanel).toBeVisible();
    await this.searchPanel.getByRole('searchbox', { name: 'Buscar vinhos' }).fill(term);
    const results = this.searchPanel.getByRole('region', { name: 'Resultados da busca' });
    await expect(results.getByRole('button', { name: ADD_TO_CART_NAME }).first()).toBeVisible();
    return results;
  }

  /** Adds the n-th in-stock result of the open search, answering its name. */
  async addResult(results: Locator, index = 0): Promise<string> {
    const rows = results.getByRole('listitem').filter({ hasNot: this.page.getByText('Temporariamente indisponível') });
    const button = rows.nth(index).getByRole('button', { name: ADD_TO_CART_NAME });
    const label = (await button.getAttribute('aria-label')) ?? '';
    await button.click();
    return wineOfAddButton(label);
  }

  async closeSearch(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.searchPanel).toBeHidden();
  }

  async openCart(): Promise<Locator> {
    await this.cartButton.click();
    await expect(this.drawer).toBeVisible();
    return this.drawer;
  }

  line(name: string): Locator {
    return this.drawer.getByTestId('cart-line').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
}
