import { describe, expect, it } from 'vitest';
import { partnerResponseSchema, partnersResponseSchema } from '../../../src/contracts/partners.ts';
import { expectClientError, get } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

describe('GET /api/partners', () => {
  it('answers the partners in the shared shape, including 123.vinho and vivalavida', async () => {
    const response = await get('/api/partners');
    expect(response.status).toBe(200);
    const { partners } = partnersResponseSchema.parse(await response.json());
    expect(partners.length).toBeGreaterThanOrEqual(4);
    expect(partners.map((partner) => partner.name)).toEqual(expect.arrayContaining(['123.vinho', 'vivalavida']));
    expect(partners.every((partner) => partner.name === partner.name.toLowerCase())).toBe(true);
    for (const partner of partners) expect((await get(partner.banner_url)).status, partner.banner_url).toBe(200);
  });

  it('leaves out inactive partners', async () => {
    await testEnv.DB.prepare("UPDATE partners SET active = 0 WHERE name = 'brindecarioca'").run();
    const { partners } = partnersResponseSchema.parse(await (await get('/api/partners')).json());
    expect(partners.map((partner) => partner.name)).not.toContain('brindecarioca');
    await expectClientError(get('/api/partners/brindecarioca'), 404);
  });
});

describe('GET /api/partners/{name}', () => {
  it('answers one partner, whatever the case of the name', async () => {
    const { partner } = partnerResponseSchema.parse(await (await get('/api/partners/Vivalavida')).json());
    expect(partner).toMatchObject({ name: 'vivalavida', brand: 'Viva la Vida' });
    expect(partner.description).toContain('VIVALAVIDA10');
  });

  it('answers 404 for an unknown partner and 400 for a name that cannot be one', async () => {
    await expectClientError(get('/api/partners/desconhecido'), 404);
    await expectClientError(get(`/api/partners/${encodeURIComponent("x' OR 1=1")}`), 400);
  });
});
