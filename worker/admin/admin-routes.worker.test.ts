import { beforeAll, describe, expect, it } from 'vitest';
import { createDevOwner, FORM, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';
import { ADMIN_CSS } from './ui/admin-css.ts';

/** The back office's own routes around its sections (worker/admin/admin-routes.ts): its stylesheet, its root, its "not found". */
beforeAll(createDevOwner);

describe('the back office’s own routes', () => {
  it('serves its stylesheet to anyone (the login page needs it), as CSS kept for good', async () => {
    const response = await shopperBrowser().send('/admin/estilo.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ADMIN_CSS);
  });

  it('opens on Vinhos for the signed-in owner', async () => {
    const owner = await signedInOwner();
    const response = await owner.send('/admin');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/vinhos');
  });

  it('answers a mistyped address, read or form, with its own page in pt-BR and a way back', async () => {
    const owner = await signedInOwner();
    for (const response of [await owner.send('/admin/vinhoss'), await owner.send('/admin/vinhoss', { method: 'POST', headers: FORM, body: 'name=X' })]) {
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Página não encontrada · Painel · Adega Sommelier</title>');
      expect(html).toContain('Não encontramos o que você procura no painel.');
      expect(html).toContain('<a href="/admin/vinhos">Ir para Vinhos</a>');
    }
  });
});
