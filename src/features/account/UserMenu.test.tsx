// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../core/constants.ts';
import type { HeaderSession } from '../../contracts/header-session.ts';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import UserMenu from './UserMenu.island.tsx';

// A customer's menu starts the cart link (a dynamic import): stubbed, and awaited by each test that
// signs in, so no import is still in flight when the test's environment ends.
const cartLink = vi.hoisted(() => ({ stop: vi.fn(), start: vi.fn() }));
vi.mock('../cart/browser/index.ts', () => ({ startCartLink: cartLink.start.mockImplementation(() => cartLink.stop) }));

const customer: HeaderSession = { state: 'customer', customerName: 'Ana Beatriz Souza', firstName: 'Ana' };

async function renderMenu(session: HeaderSession) {
  const stores = renderWithStores(<UserMenu {...session} />);
  if (session.state === 'customer') await vi.waitFor(() => expect(cartLink.start).toHaveBeenCalledWith(stores));
  return stores;
}

const trigger = () => screen.getByRole('button', { name: 'Olá, Ana' });
const panel = () => document.getElementById('menu-da-conta')!;

describe('UserMenu (spec §2 header user area)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    cartLink.start.mockClear();
    cartLink.stop.mockClear();
  });
  afterEach(resetAfterComponentTest);

  it('logged out: the login icon links to /login with the tooltip "Login"', async () => {
    const stores = await renderMenu({ state: 'anonymous' });
    const link = screen.getByRole('link', { name: 'Login' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(link.getAttribute('title')).toBe('Login');
    expect(stores.auth.status).toBe('anonymous');
  });

  it('logged in: greets by first name; the menu has "Bem Vindo!", the name, "Minha conta" and "Sair"', async () => {
    const stores = await renderMenu(customer);
    expect(stores.auth).toMatchObject({ status: 'customer', user: { firstName: 'Ana', customerName: 'Ana Beatriz Souza' } });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    await act(async () => fireEvent.click(trigger()));
    expect(panel().hidden).toBe(false);
    expect(panel().textContent).toContain('Bem Vindo!');
    expect(panel().textContent).toContain('Ana Beatriz Souza');
    expect(screen.getByRole('link', { name: 'Minha conta' }).getAttribute('href')).toBe('/auth/conta');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it(`opens ${TIMINGS.userMenuOpenDelayMs} ms after the pointer arrives and closes ${TIMINGS.userMenuCloseDelayMs} ms after it leaves`, async () => {
    await renderMenu(customer);
    const area = trigger().parentElement!;
    await act(async () => fireEvent.mouseEnter(area));
    await act(async () => vi.advanceTimersByTime(TIMINGS.userMenuOpenDelayMs - 1));
    expect(panel().hidden).toBe(true);
    await act(async () => vi.advanceTimersByTime(1));
    expect(panel().hidden).toBe(false);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');

    await act(async () => fireEvent.mouseLeave(area));
    await act(async () => vi.advanceTimersByTime(TIMINGS.userMenuCloseDelayMs - 1));
    expect(panel().hidden).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(panel().hidden).toBe(true);
  });

  it('a pass of the pointer shorter than the delay opens nothing; coming back in time keeps it open', async () => {
    await renderMenu(customer);
    const area = trigger().parentElement!;
    await act(async () => fireEvent.mouseEnter(area));
    await act(async () => vi.advanceTimersByTime(100));
    await act(async () => fireEvent.mouseLeave(area));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(panel().hidden).toBe(true);

    await act(async () => fireEvent.click(trigger()));
    await act(async () => fireEvent.mouseLeave(area));
    await act(async () => vi.advanceTimersByTime(100));
    await act(async () => fireEvent.mouseEnter(area));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(panel().hidden).toBe(false);
  });

  it('Esc closes it and gives the focus back to the button', async () => {
    await renderMenu(customer);
    await act(async () => fireEvent.click(trigger()));
    const link = screen.getByRole('link', { name: 'Minha conta' });
    link.focus();
    await act(async () => fireEvent.keyDown(link, { key: 'Escape' }));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger());
  });

  it('a session the server could not confirm is asked to the edge (which renews it or logs out)', async () => {
    vi.useRealTimers();
    const fetch = vi.fn(async () => Response.json({ authenticated: true, customerName: 'Ana Beatriz Souza', firstName: 'Ana' }));
    vi.stubGlobal('fetch', fetch);
    renderWithStores(<UserMenu state="unknown" />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Olá, Ana' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/auth/session', expect.anything());
    await vi.waitFor(() => expect(cartLink.start).toHaveBeenCalledOnce());
  });

  it("a customer's carts are linked to the account from the greeting on, and no longer once the menu is gone", async () => {
    await renderMenu(customer);
    expect(cartLink.start).toHaveBeenCalledOnce();
    expect(cartLink.stop).not.toHaveBeenCalled();
    cleanup();
    expect(cartLink.stop).toHaveBeenCalledOnce();
  });
});
