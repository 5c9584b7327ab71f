// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageLoader } from './page-loader.ts';

/** Clicks a fresh link; the page itself must not navigate in the test, so the link's own handler stops it afterwards. */
function click(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'link';
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  link.remove();
}

describe('page loader (spec §2: hides itself after 30000 ms)', () => {
  beforeAll(() => {
    startPageLoader(document);
    // Stop the actual navigation after the loader saw the click (capture runs on the way back up too late for it).
    window.addEventListener('click', (event) => event.preventDefault());
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.advanceTimersByTime(30_000);
    vi.useRealTimers();
  });

  it('shows from a click on a link to another page and hides itself after 30000 ms', () => {
    click(`${window.location.origin}/pratos`);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Carregando…');
    vi.advanceTimersByTime(29_999);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('ignores links that do not load another page of the shop', () => {
    click('https://wa.me/5511940001234');
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
