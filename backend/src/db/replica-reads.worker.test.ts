import { describe, expect, it } from 'vitest';
import { ANY_COPY, D1_BOOKMARK_HEADER, PRIMARY } from '../../../src/contracts/d1-bookmark.ts';
import { adminGet, adminSend } from '../../test/admin.ts';
import { get, storefrontHeaders } from '../../test/http.ts';
import { BOOKMARK_SHAPE } from './replica-reads.ts';

/** D1 read replication (Sessions API): catalogue reads say how fresh their copy was; saved changes say how fresh a copy must be. */
describe('catalogue reads through a D1 session', () => {
  it('answers with the bookmark of the copy it read, whatever the edge asked for', async () => {
    const asked = ['', ANY_COPY, PRIMARY, '0000000a-00000003-00004f7e-00000000', 'nao-e-um-marcador', "1' OR '1'='1", 'x'.repeat(500)];
    for (const bookmark of asked) {
      const answer = await get('/api/wines?pageSize=12', { ...storefrontHeaders(), ...(bookmark ? { [D1_BOOKMARK_HEADER]: bookmark } : {}) });
      expect(answer.status, bookmark).toBe(200);
      await answer.body?.cancel();
      expect(answer.headers.get(D1_BOOKMARK_HEADER), bookmark).toMatch(BOOKMARK_SHAPE);
    }
  });

  it("a saved change answers the primary's bookmark, which a catalogue read then takes", async () => {
    const company = await (await adminGet('/company')).json();
    const saved = await adminSend('/company', company, { method: 'PATCH' });
    expect(saved.status).toBe(200);
    await saved.body?.cancel();
    const bookmark = saved.headers.get(D1_BOOKMARK_HEADER) ?? '';
    expect(bookmark).toMatch(BOOKMARK_SHAPE);
    const read = await get('/api/filters', { ...storefrontHeaders(), [D1_BOOKMARK_HEADER]: bookmark });
    await read.body?.cancel();
    expect(read.status).toBe(200);
    // the copy read is at least as new as the write (bookmarks sort as their positions do)
    expect((read.headers.get(D1_BOOKMARK_HEADER) ?? '') >= bookmark).toBe(true);
  });

  it('a write is not read through a session: a refused one carries no bookmark', async () => {
    const refused = await adminSend('/company', { cnpj: 'invalido' }, { method: 'PATCH' });
    expect(refused.status).toBe(400);
    await refused.body?.cancel();
    expect(refused.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
  });
});
