// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupBanner } from '../../contracts/banners.ts';
import { AFFORDABLE_PRICE_BAND } from '../../contracts/price-band.ts';
import { createStores, type Stores } from '../../stores/stores.ts';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import PopupBanners, { AFFORDABLE_HREF } from './PopupBanners.island.tsx';

const banner = (id: number, over: Partial<PopupBanner> = {}): PopupBanner => ({
  id,
  screen: 'both',
  title: `Oferta ${id}`,
  description: `Descrição ${id}`,
  url_media: `/media/banners/${id}.svg`,
  url_action: '/landingPage/Vivalavida',
  active: 1,
  weekly: 0,
  daily: 'Mon,Tue,Wed,Thu,Fri,Sat,Sun',
  expires_time: '2027-12-31T23:59:59-03:00',
  firstAccess: 0,
  position: { desktop: { top: 120 } },
  ...over,
});

let banners: PopupBanner[] = [];

async function settle(): Promise<void> {
  await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
}

async function renderPopups(ageNotice: Stores['access']['ageNotice'] = 'read', privacyNoticeRead = true): Promise<Stores> {
  const stores = createStores();
  stores.access.ageNotice = ageNotice;
  stores.access.privacyNoticeRead = privacyNoticeRead;
  renderWithStores(<PopupBanners banners={banners} />, stores);
  await settle();
  return stores;
}

describe('popup banners (spec §4)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.innerWidth = 1280;
    vi.setSystemTime(new Date('2026-11-22T15:00:00Z'));
  });
  afterEach(resetAfterComponentTest);

  it('sends the image to the affordable band of the catalogue contract', () => {
    expect(AFFORDABLE_HREF).toBe(`/home?preco=${AFFORDABLE_PRICE_BAND}`);
  });

  it('waits until the adults-only notice was read', async () => {
    banners = [banner(1)];
    await renderPopups('showing');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the first eligible banner, one at a time, with title and description, at its desktop top', async () => {
    banners = [banner(1, { active: 0 }), banner(2), banner(3)];
    await renderPopups();
    const popup = screen.getByRole('region', { name: 'Oferta 2' });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(popup.textContent).toContain('Descrição 2');
    expect((popup as HTMLElement).style.top).toBe('120px');
    expect(screen.getByRole('link', { name: 'Oferta 2: ver vinhos até R$ 49,99' }).getAttribute('href')).toBe('/home?preco=0-49.99');
    expect(screen.getByRole('link', { name: 'Saiba mais' }).getAttribute('href')).toBe('/landingPage/Vivalavida');
    expect(JSON.parse(window.localStorage.getItem('lastTimeBanner')!)).toEqual([{ id: 2, hour: '2026-11-22T15:00:00.000Z' }]);
  });

  it('records a non-weekly dismissal (X) so it never shows again', async () => {
    banners = [banner(2)];
    await renderPopups();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' })));
    expect(screen.queryByRole('region')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('banners')!)).toEqual([2]);
  });

  it('does not record a weekly banner as dismissed (Esc), and keeps it away for 2 hours', async () => {
    banners = [banner(4, { weekly: 1 })];
    await renderPopups();
    const close = screen.getByRole('button', { name: 'Fechar aviso' });
    close.focus();
    await act(async () => void fireEvent.keyDown(close, { key: 'Escape' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('banners')!)).toEqual([]);
    cleanup();
    vi.setSystemTime(new Date('2026-11-22T16:59:00Z'));
    await renderPopups();
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
    await renderPopups();
    expect(screen.getByRole('region', { name: 'Oferta 4' })).toBeTruthy();
  });

  it('closing with focus inside moves focus to the content without scrolling the page', async () => {
    banners = [banner(2)];
    const main = document.body.appendChild(Object.assign(document.createElement('main'), { id: 'conteudo', tabIndex: -1 }));
    const focus = vi.spyOn(main, 'focus');
    await renderPopups();
    const close = screen.getByRole('button', { name: 'Fechar aviso' });
    close.focus();
    await act(async () => void fireEvent.keyDown(close, { key: 'Escape' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(main);
    main.remove();
  });

  it('shows only on its screen, and a firstAccess banner only on a first visit', async () => {
    banners = [banner(5, { screen: 'mobile' }), banner(6, { firstAccess: 1 })];
    await renderPopups();
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    window.innerWidth = 800;
    await renderPopups();
    expect(screen.getByRole('region', { name: 'Oferta 5' }).getAttribute('style')).toBeNull();
  });

  it('on a phone waits for the privacy notice too, then shows', async () => {
    window.innerWidth = 390;
    banners = [banner(8)];
    const stores = await renderPopups('read', false);
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.localStorage.getItem('lastTimeBanner')).toBeNull();
    stores.access.privacyNoticeRead = true;
    await settle();
    expect(screen.getByRole('region', { name: 'Oferta 8' })).toBeTruthy();
  });

  it('on desktop does not wait for the privacy notice, and reading it later neither swaps nor records another banner', async () => {
    banners = [banner(9), banner(10)];
    const stores = await renderPopups('read', false);
    expect(screen.getByRole('region', { name: 'Oferta 9' })).toBeTruthy();
    stores.access.privacyNoticeRead = true;
    await settle();
    expect(screen.getByRole('region', { name: 'Oferta 9' })).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('lastTimeBanner')!)).toEqual([{ id: 9, hour: '2026-11-22T15:00:00.000Z' }]);
  });

  it('refuses an outside action address that is not allowed (spec §8)', async () => {
    banners = [banner(7, { url_action: 'javascript:alert(1)' })];
    await renderPopups();
    expect(screen.getByRole('region', { name: 'Oferta 7' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Saiba mais' })).toBeNull();
  });
});
