import { describe, expect, it } from 'vitest';
import { messageBannerResponseSchema } from '../../../src/contracts/message-banner.ts';
import { MESSAGE_BANNERS } from '../../seed/data/message-banners.ts';
import { get } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

describe('GET /api/messageBanner', () => {
  it('answers the active seeded messages in display order, in the shared contract', async () => {
    const response = await get('/api/messageBanner');
    expect(response.status).toBe(200);
    const body = messageBannerResponseSchema.parse(await response.json());
    expect(body.messageBanner.map((item) => item.text)).toEqual(MESSAGE_BANNERS.map((banner) => banner.text));
  });

  it('leaves out inactive messages and explains an empty list in `message`', async () => {
    await testEnv.DB.prepare('UPDATE message_banners SET active = 0').run();
    const response = await get('/api/messageBanner');
    const body = messageBannerResponseSchema.parse(await response.json());
    expect(body.messageBanner).toEqual([]);
    expect(body.message).toBeTruthy();
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await get('/api/nada');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});
