import { describe, expect, it } from 'vitest';
import { FINDER_QUESTIONS, type FinderAnswers } from '../../../src/contracts/finder.ts';
import { queryPlan } from '../../test/query-plan.ts';
import { testEnv } from '../../test/test-env.ts';
import { facetStatement } from './finder-sql.ts';

/** Answers no index narrows: every count reads the whole catalogue. */
const BROAD_ANSWERS: FinderAnswers[] = [{}, { sweetness: 'seco' }, { occasion: 'presentear', dish: 'queijos' }];

describe('the finder counts', () => {
  it('reads a broad query in an order that groups its counts, sorting no wines', async () => {
    for (const answers of BROAD_ANSWERS) {
      for (const question of FINDER_QUESTIONS) {
        const { sql, params } = facetStatement(question, answers);
        const steps = await queryPlan(testEnv.DB, sql, params);
        const label = `${question} with ${JSON.stringify(answers)}`;
        const read = steps.find((step) => /^(SCAN|SEARCH) w USING COVERING INDEX wines_finder_/.test(step.detail));
        expect(read, label).toBeDefined();
        // A temporary tree beside the read would hold every wine read, to sort them into groups.
        const sorts = steps.filter((step) => step.parent === read?.parent && step.detail.startsWith('USE TEMP B-TREE'));
        expect(sorts, label).toEqual([]);
      }
    }
  });

  it('reads a narrowed query in the index of its most selective answer', async () => {
    const { sql, params } = facetStatement('occasion', { sweetness: 'seco', type: 'tinto', grape: 'malbec' });
    const steps = await queryPlan(testEnv.DB, sql, params);
    expect(steps.map((step) => step.detail)).toContainEqual(expect.stringMatching(/^SEARCH w USING COVERING INDEX wines_finder_grape \(grape_slug=\?/));
  });
});
