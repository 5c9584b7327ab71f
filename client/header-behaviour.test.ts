// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceHeader } from './header-behaviour.ts';

/** The ResizeObserver the header starts: its callback, run by hand as the browser would after a layout. */
let resized: (() => void) | undefined;

class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {}
}

function heightOf(element: HTMLElement, height: number) {
  Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => height });
}

describe('sticky chrome heights (spec §2 Header and Header filter)', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    document.documentElement.removeAttribute('style');
    document.body.innerHTML = `
      <header data-site-header></header>
      <nav data-filter-nav style="position: sticky"></nav>
      <main><div data-sticky-filter></div></main>`;
    heightOf(document.querySelector<HTMLElement>('[data-site-header]')!, 64);
    heightOf(document.querySelector<HTMLElement>('[data-filter-nav]')!, 48);
  });
  afterEach(() => {
    resized = undefined;
    vi.unstubAllGlobals();
  });

  it('gives each sticky bar the height of the chrome above it, on the bar itself', () => {
    enhanceHeader();
    resized?.();

    expect(document.querySelector<HTMLElement>('[data-filter-nav]')!.style.getPropertyValue('--header-height')).toBe('64px');
    expect(document.querySelector<HTMLElement>('[data-sticky-filter]')!.style.getPropertyValue('--sticky-chrome-height')).toBe('112px');
    // On the root, every element of the page would inherit it and have its style computed again.
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('');
    expect(document.documentElement.style.getPropertyValue('--sticky-chrome-height')).toBe('');
  });

  it('writes a height again only when it changed', () => {
    const bar = document.querySelector<HTMLElement>('[data-sticky-filter]')!;
    enhanceHeader();
    resized?.();
    const write = vi.spyOn(bar.style, 'setProperty');

    resized?.();
    expect(write).not.toHaveBeenCalled();

    heightOf(document.querySelector<HTMLElement>('[data-site-header]')!, 56);
    resized?.();
    expect(bar.style.getPropertyValue('--sticky-chrome-height')).toBe('104px');
  });
});
