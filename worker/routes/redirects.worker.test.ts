import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://loja.test';

describe('spec §2 redirects', () => {
  it.each(['/', '/home'])('%s goes to /momentos', async (path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/momentos');
  });

  it('keeps the query, so /home?preco=... lands on the affordable band', async () => {
    const response = await SELF.fetch(`${ORIGIN}/home?preco=0-49.99`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/momentos?preco=0-49.99');
  });
});
