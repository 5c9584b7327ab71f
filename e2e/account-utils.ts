import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ADD_TO_CART_NAME, wineOfAddButton } from './cart-utils.ts';
import { gotoHydrated, waitForHydratedURL } from './fixtures.ts';
import { serveGoogleStandIn } from './google-stand-in.ts';
import { returningShopper, storageState } from './shopper-state.ts';

/**
 * The shopper's ways into an account, as page objects: found by role and visible text.
 * Each test shopper comes from an IP of its own (the commerce service limits attempts per IP,
 * spec §8 429), sent as the edge's CF-Connecting-IP, as Cloudflare would.
 */
let sequence = 0;

export function shopperIp(): string {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
  sequence += 1;
  return `10.${a}.${b}.${(sequence % 250) + 1}`;
}

export function validCpf(): string {
  const base = [...crypto.getRandomValues(new Uint8Array(9))].map((byte) => byte % 10);
  if (base.every((digit) => digit === base[0])) base[0] = (base[0]! + 1) % 10;
  const digit = (digits: number[]) => {
    const remainder = (digits.reduce((sum, value, index) => sum + value * (digits.length + 1 - index), 0) * 10) % 11;
    return remainder === 10 ? 0 : remainder;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

export interface TestShopper {
  fullName: string;
  firstName: string;
  email: string;
  password: string;
  cpf: string;
  phone: string;
  birthDate: string;
}

export function newShopper(firstName = 'Ana'): TestShopper {
  sequence += 1;
  return {
    fullName: `${firstName} Beatriz Souza`,
    firstName,
    email: `${firstName.toLowerCase()}.${Date.now()}.${sequence}@example.com.br`,
    password: 'vinho123tinto',
    cpf: validCpf(),
    phone: '11987654321',
    birthDate: '1990-05-20',
  };
}

/**
 * A customer registered through the edge's API with this page's cookies (so signed in in its
 * browser), with this CPF if given: what a test needs before the part it is about.
 */
export async function registerThroughApi(page: Page, cpf?: string): Promise<TestShopper> {
  const shopper = { ...newShopper('Iara'), ...(cpf ? { cpf } : {}) };
  const response = await page.request.post('/auth/register', {
    headers: { 'CF-Connecting-IP': shopperIp() },
    data: {
      input: {
        customerType: 'PERSON',
        fullName: shopper.fullName,
        email: shopper.email,
        password: shopper.password,
        passwordConfirmation: shopper.password,
        cpf: shopper.cpf,
        birthDate: shopper.birthDate,
        primaryPhoneAreaCode: '11',
        primaryPhoneNumber: '987654321',
      },
    },
  });
  expect(response.status()).toBe(200);
  return shopper;
}

/** Waits until React owns this element (an island hydrated 'visible' or after the page's marker). */
export async function hydratedElement(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

export class Account {
  constructor(readonly page: Page) {}

  /** A shopper of their own: an IP no other test uses. */
  async asNewShopper(): Promise<this> {
    await this.page.setExtraHTTPHeaders({ 'CF-Connecting-IP': shopperIp() });
    return this;
  }

  get snack(): Locator {
    return this.page.locator('[data-style]');
  }

  get formAlert(): Locator {
    return this.page.getByRole('main').getByRole('alert');
  }

  greeting(firstName: string): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: `Olá, ${firstName}` });
  }

  get loginLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Login' });
  }

  async fillRegistration(shopper: TestShopper): Promise<void> {
    const form = this.page.getByRole('main');
    await form.getByLabel('Nome completo').fill(shopper.fullName);
    await form.getByLabel('E-mail', { exact: true }).fill(shopper.email);
    await form.getByLabel('Senha', { exact: true }).fill(shopper.password);
    await form.getByLabel('Confirme a senha').fill(shopper.password);
    await form.getByLabel('CPF').pressSequentially(shopper.cpf);
    await form.getByLabel('Celular com DDD').pressSequentially(shopper.phone);
    await form.getByLabel('Data de nascimento').fill(shopper.birthDate);
    await form.getByRole('checkbox', { name: /Li e aceito a Política de Privacidade/ }).check();
  }

  async register(shopper: TestShopper): Promise<void> {
    await gotoHydrated(this.page, '/register');
    await this.fillRegistration(shopper);
    await this.page.getByRole('button', { name: 'Criar conta' }).click();
    // the age verification is offered at once; "Agora não" goes on to where the shopper was going
    await waitForHydratedURL(this.page, '**/verificar-idade?oferta=cadastro&redirectUrl=%2Fmomentos');
    await expect(this.page.getByText('Confirme agora e compre mais rápido.')).toBeVisible();
    await expect(this.snack.filter({ hasText: 'Login realizado com sucesso!' })).toBeVisible();
    await this.page.getByRole('link', { name: 'Agora não' }).click();
    await waitForHydratedURL(this.page, '**/momentos');
    await expect(this.greeting(shopper.firstName)).toBeVisible();
  }

  /** Registers a new shopper with this first name, then logs out: a customer about to log in again. */
  async registerAndLogOut(firstName: string): Promise<TestShopper> {
    const shopper = newShopper(firstName);
    await this.register(shopper);
    await this.logout(firstName);
    return shopper;
  }

  async login(email: string, password: string, path = '/login'): Promise<void> {
    await gotoHydrated(this.page, path);
    const form = this.page.getByRole('main');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Senha').fill(password);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  }

  async openMenu(firstName: string): Promise<Locator> {
    await hydratedElement(this.greeting(firstName));
    await this.greeting(firstName).click();
    const menu = this.page.locator('#menu-da-conta');
    await expect(menu).toBeVisible();
    return menu;
  }

  async logout(firstName: string): Promise<void> {
    const menu = await this.openMenu(firstName);
    await menu.getByRole('button', { name: 'Sair' }).click();
    await expect(this.loginLink).toBeVisible();
    await expect(this.page.locator('html[data-hydrated="true"]')).toBeAttached();
  }

  /** Adds the n-th wine in stock of /todososvinhos, answering its name. */
  async addWine(index = 0): Promise<string> {
    await gotoHydrated(this.page, '/todososvinhos');
    const cards = this.page.getByRole('article').filter({ hasNot: this.page.getByText('Temporariamente indisponível') });
    const button = cards.nth(index).getByRole('button', { name: ADD_TO_CART_NAME });
    const label = (await button.getAttribute('aria-label')) ?? '';
    await hydratedElement(button);
    await button.click();
    await expect(this.snack.filter({ hasText: 'Produto adicionado ao carrinho' })).toBeVisible();
    return wineOfAddButton(label);
  }

  get cartButton(): Locator {
    return this.page.getByRole('button', { name: /^Abrir carrinho/ });
  }

  /** Waits until the checkout exists remotely and is linked to the logged-in customer's record. */
  async cartLinked(): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(() => [localStorage.getItem('cart-id'), localStorage.getItem('linkedCartId')]))
      .toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    const [cartId, linked] = await this.page.evaluate(() => [localStorage.getItem('cart-id'), localStorage.getItem('linkedCartId')]);
    expect(linked).toBe(cartId);
  }
}

/** A second browser (another device): a returning shopper with Google's stand-in and an IP of its own. */
export async function otherBrowser(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; account: Account }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState: storageState(returningShopper(), baseURL),
  });
  const page = await context.newPage();
  await serveGoogleStandIn(page);
  const account = await new Account(page).asNewShopper();
  return { context, page, account };
}
