// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AddToCartButton from '../src/features/cart/AddToCartButton.island.tsx';
import { markIsland } from '../src/core/islands/island-marker.tsx';
import { createStores } from '../src/stores/stores.ts';
import { StoresProvider } from '../src/stores/StoresContext.tsx';
import { cartWine } from '../src/test-support/wines.ts';
import { hydrateIslands } from './hydrate-islands.tsx';

const Island = markIsland('AddToCartButton', AddToCartButton, 'load');

describe('island props from server to browser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('travel as a data block no wine name can end early, and hydrate the island without a mismatch', async () => {
    const wine = cartWine(7, { name: 'Tinto </script><script>alert(1)</script> & "Reserva"' });
    const html = renderToString(
      <StoresProvider stores={createStores()}>
        <Island wine={wine} />
      </StoresProvider>,
    );
    // one script element, of a type that never runs, holding the name with its `<` escaped
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/json">{"wine":{"id":7,"name":"Tinto \\u003c/script>\\u003cscript>');

    document.body.innerHTML = html;
    const warnings = vi.spyOn(console, 'warn');
    const errors = vi.spyOn(console, 'error');
    await hydrateIslands(document.body, createStores());

    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe(`Adicionar ao carrinho: ${wine.name}`);
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('are left out when an island takes none', () => {
    const Bare = markIsland('CartButton', () => <button type="button">Carrinho</button>, 'load');
    expect(renderToString(<Bare />)).not.toContain('<script');
  });
});
