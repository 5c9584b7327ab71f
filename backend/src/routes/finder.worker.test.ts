import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { FINDER_PRICE_BANDS, FINDER_QUESTIONS, finderResponseSchema, type FinderAnswers, type FinderResponse } from '../../../src/contracts/finder.ts';
import { expectClientError, get, SQL_METACHARACTERS } from '../../test/http.ts';
import { listingOrder, loadReference, matchesAll, matchesAnswer, type ReferenceWine } from '../../test/finder-reference.ts';
import { testEnv } from '../../test/test-env.ts';

function queryOf(answers: FinderAnswers, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const question of FINDER_QUESTIONS) {
    const value = answers[question];
    if (value !== undefined) params.set(question, value);
  }
  return params.toString();
}

async function find(answers: FinderAnswers, extra: Record<string, string> = {}): Promise<FinderResponse> {
  const response = await get(`/api/finder?${queryOf(answers, extra)}`);
  expect(response.status, queryOf(answers, extra)).toBe(200);
  return finderResponseSchema.parse(await response.json());
}

/** Checks one answer of the finder against the plain reference computation. */
function expectMatchesReference(body: FinderResponse, answers: FinderAnswers, wines: readonly ReferenceWine[]) {
  const label = JSON.stringify(answers);
  const matching = wines.filter((wine) => matchesAll(wine, answers)).sort(listingOrder);
  expect(body.total, label).toBe(matching.length);
  expect(
    body.wines.map((wine) => wine.id),
    label,
  ).toEqual(matching.slice(0, body.pageSize).map((wine) => wine.id));
  expect(body.questions.map((facet) => facet.question)).toEqual([...FINDER_QUESTIONS]);
  for (const facet of body.questions) {
    for (const option of facet.options) {
      const expected = wines.filter((wine) => matchesAll(wine, answers, facet.question) && matchesAnswer(wine, facet.question, option.value)).length;
      expect(option.count, `${label} ${facet.question}=${option.value}`).toBe(expected);
    }
  }
}

/** Subsets of the seven questions, as bit masks: all 128 combinations of answered and skipped. */
const SUBSETS = Array.from({ length: 1 << FINDER_QUESTIONS.length }, (_, mask) => mask);

function answersFrom(wine: ReferenceWine, mask: number): FinderAnswers {
  const answers: FinderAnswers = {};
  const band = FINDER_PRICE_BANDS.find((candidate) => wine.price >= candidate.from && (candidate.to === null || wine.price < candidate.to));
  const values = {
    occasion: [...wine.occasions][0],
    dish: [...wine.dishes].at(-1),
    price: band?.slug,
    type: wine.type,
    sweetness: wine.sweetness,
    grape: wine.grape,
    country: wine.country,
  };
  FINDER_QUESTIONS.forEach((question, index) => {
    const value = values[question];
    if (mask & (1 << index) && value !== undefined) Object.assign(answers, { [question]: value });
  });
  return answers;
}

describe('GET /api/finder', () => {
  let wines: ReferenceWine[] = [];
  beforeAll(async () => {
    wines = await loadReference(testEnv.DB);
  });

  it('answers the whole catalogue with every question and option when nothing is answered', async () => {
    const body = await find({});
    expect(body.total).toBe(wines.length);
    expect(body).toMatchObject({ answers: {}, ignored: [], page: 1, pageSize: 12 });
    const options = Object.fromEntries(body.questions.map((facet) => [facet.question, facet.options.map((option) => option.value)]));
    expect(options.occasion?.[0]).toBe('churrasco');
    expect(options.dish?.[0]).toBe('carnes-vermelhas');
    expect(options.price).toEqual(FINDER_PRICE_BANDS.map((band) => band.slug));
    expect(options.type).toContain('espumante');
    expect(options.sweetness).toEqual(['seco', 'meio-seco', 'suave', 'doce']);
    expect(body.questions.find((facet) => facet.question === 'sweetness')?.options[2]).toMatchObject({
      label: 'Suave',
      description: 'Docinho e fácil de beber.',
    });
    expect(body.questions.find((facet) => facet.question === 'price')?.options[0]).toMatchObject({ label: 'Até R$ 49,99' });
    expect(body.questions.find((facet) => facet.question === 'grape')?.options.find((option) => option.value === 'malbec')?.description).not.toBe('');
    expectMatchesReference(body, {}, wines);
  });

  it('counts right for every combination of answered questions (all 128), each from real wines', async () => {
    // Two sources of values per combination: a dry red and a wine of another kind, not dry.
    const sources = [
      wines.find((wine) => wine.type === 'tinto' && wine.sweetness === 'seco' && wine.occasions.size > 0 && wine.dishes.size > 0),
      wines.find((wine) => wine.type !== 'tinto' && wine.sweetness !== 'seco' && wine.occasions.size > 0 && wine.dishes.size > 0),
    ];
    for (const source of sources) {
      expect(source).toBeDefined();
      for (const mask of SUBSETS) {
        const answers = answersFrom(source!, mask);
        const body = await find(answers);
        expect(body.answers).toEqual(answers);
        expect(body.total, JSON.stringify(answers)).toBeGreaterThan(0); // the source wine itself matches
        expectMatchesReference(body, answers, wines);
      }
    }
  });

  it('answers empty results with the counts that lead out of them', async () => {
    const answers: FinderAnswers = { type: 'espumante', dish: 'carnes-vermelhas', price: 'acima-de-400' };
    expect(wines.filter((wine) => matchesAll(wine, answers))).toHaveLength(0);
    const body = await find(answers);
    expect(body.total).toBe(0);
    expect(body.wines).toEqual([]);
    expectMatchesReference(body, answers, wines);
    // Every option of an unanswered question is a dead end; changing an answer is not.
    const grapes = body.questions.find((facet) => facet.question === 'grape')!.options;
    expect(grapes.every((option) => option.count === 0)).toBe(true);
    const types = body.questions.find((facet) => facet.question === 'type')!.options;
    expect(types.some((option) => (option.count ?? 0) > 0)).toBe(true);
  });

  it('pages the results in stock first, then best rated', async () => {
    const answers: FinderAnswers = { type: 'tinto' };
    const expected = wines
      .filter((wine) => matchesAll(wine, answers))
      .sort(listingOrder)
      .map((wine) => wine.id);
    const first = await find(answers, { pageSize: '10' });
    const second = await find(answers, { pageSize: '10', page: '2' });
    expect([...first.wines, ...second.wines].map((wine) => wine.id)).toEqual(expected.slice(0, 20));
    expect(second).toMatchObject({ page: 2, pageSize: 10, total: expected.length });
    const past = await find(answers, { page: '100' });
    expect(past.wines).toEqual([]);
    expect(past.total).toBe(expected.length);
  });

  it('ignores and reports answers that name no option, keeping the others', async () => {
    const body = await find({ occasion: 'natal', type: 'tinto', grape: 'uva-inventada' });
    expect(body.ignored).toEqual(['occasion', 'grape']);
    expect(body.answers).toEqual({ type: 'tinto' });
    expectMatchesReference(body, { type: 'tinto' }, wines);
  });

  it('refuses malformed answers with 400 JSON', async () => {
    for (const query of ['price=barato', 'price=0-49.99', 'type=Tinto', 'page=0', 'pageSize=49', 'page=abc', `grape=${'a'.repeat(61)}`]) {
      const error = await expectClientError(get(`/api/finder?${query}`), 400);
      expect(error.error).toBe('invalid_query');
    }
    // Hostile text is refused, or (when it happens to be slug-shaped, like "1--") matches nothing.
    for (const attack of SQL_METACHARACTERS) {
      const response = await get(`/api/finder?occasion=${encodeURIComponent(attack)}`);
      if (response.status === 200) expect(finderResponseSchema.parse(await response.json()).ignored).toEqual(['occasion']);
      else await expectClientError(response, 400);
    }
  });

  it('leaves out inactive wines and follows occasion links as they change', async () => {
    const wine = wines.find((candidate) => candidate.occasions.has('churrasco') && candidate.type === 'tinto')!;
    const before = await find({ occasion: 'churrasco' });

    await testEnv.DB.prepare('UPDATE wines SET active = 0 WHERE id = ?').bind(wine.id).run();
    onTestFinished(() =>
      testEnv.DB.prepare('UPDATE wines SET active = 1 WHERE id = ?')
        .bind(wine.id)
        .run()
        .then(() => undefined),
    );
    const hidden = await find({ occasion: 'churrasco' });
    expect(hidden.total).toBe(before.total - 1);
    expect(hidden.questions.find((facet) => facet.question === 'occasion')!.options.find((option) => option.value === 'churrasco')!.count).toBe(
      before.total - 1,
    );
    await testEnv.DB.prepare('UPDATE wines SET active = 1 WHERE id = ?').bind(wine.id).run();

    // A link removed and given back (the bits on the wine follow wine_category_buttons).
    const button = await testEnv.DB.prepare("SELECT id FROM category_buttons WHERE slug = 'churrasco'").first<{ id: number }>();
    await testEnv.DB.prepare('DELETE FROM wine_category_buttons WHERE wine_id = ? AND button_id = ?').bind(wine.id, button!.id).run();
    onTestFinished(() =>
      testEnv.DB.prepare('INSERT OR IGNORE INTO wine_category_buttons (wine_id, button_id) VALUES (?, ?)')
        .bind(wine.id, button!.id)
        .run()
        .then(() => undefined),
    );
    expect((await find({ occasion: 'churrasco' })).total).toBe(before.total - 1);
    await testEnv.DB.prepare('INSERT INTO wine_category_buttons (wine_id, button_id) VALUES (?, ?)').bind(wine.id, button!.id).run();
    expect((await find({ occasion: 'churrasco' })).total).toBe(before.total);
  });

  it('gives a new occasion its own bit, so it counts apart from the others', async () => {
    const group = await testEnv.DB.prepare("SELECT id FROM filter_groups WHERE type = 'occasion'").first<{ id: number }>();
    await testEnv.DB.prepare("INSERT INTO category_buttons (id, group_id, slug, name, icon, position) VALUES (199, ?, 'piquenique', 'Piquenique', 'verao', 99)")
      .bind(group!.id)
      .run();
    onTestFinished(() =>
      testEnv.DB.prepare('DELETE FROM category_buttons WHERE id = 199')
        .run()
        .then(() => undefined),
    );
    const rose = wines.find((wine) => wine.type === 'rose')!;
    await testEnv.DB.prepare('INSERT INTO wine_category_buttons (wine_id, button_id) VALUES (?, 199)').bind(rose.id).run();

    const body = await find({ occasion: 'piquenique' });
    expect(body.total).toBe(1);
    expect(body.wines.map((wine) => wine.id)).toEqual([rose.id]);
    const occasions = body.questions.find((facet) => facet.question === 'occasion')!.options;
    expect(occasions.find((option) => option.value === 'piquenique')).toMatchObject({ label: 'Piquenique', count: 1 });
    const bits = await testEnv.DB.prepare('SELECT count(DISTINCT finder_bit) AS n, count(*) AS total FROM category_buttons WHERE group_id = ?')
      .bind(group!.id)
      .first<{ n: number; total: number }>();
    expect(bits!.n).toBe(bits!.total);
  });
});
