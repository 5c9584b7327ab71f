import { Hono } from 'hono';
import { searchRequestSchema } from '../../../src/contracts/search.ts';
import type { BackendEnv } from '../env.ts';
import { searchWines } from '../search/search-wines.ts';
import { recordSignals } from '../signals/wine-signals.ts';
import { readJsonBody, type IssueMessage } from '../validation/request.ts';
import { recordInBackground } from './background.ts';

/** spec §5/§9: the search minimum, said to a client that skipped the storefront's own check. */
const termMessage: IssueMessage = ({ path, code }) => {
  if (path !== 'search_term') return undefined;
  if (code === 'too_small') return 'Digite pelo menos 3 caracteres para buscar';
  if (code === 'too_big') return 'Termo de busca longo demais';
  return 'Informe o termo de busca (search_term)';
};

/**
 * spec §7 POST {globalApiUrl}/search_similar_asv. A search's first results count towards the
 * most-wanted wines (after the answer is sent).
 */
export const searchRoutes = new Hono<BackendEnv>().post('/search_similar_asv', async (c) => {
  const { search_term, page, sweetness } = await readJsonBody(c, searchRequestSchema, termMessage);
  const { response, hitIds } = await searchWines(c.env.DB, search_term, page, sweetness);
  recordInBackground(c, () => recordSignals(c.env.DB, hitIds, 'search_hits'));
  return c.json(response);
});
