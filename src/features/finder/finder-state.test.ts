import { describe, expect, it } from 'vitest';
import { finderHref, parseFinderQuery, RESULTS_STEP } from './finder-state.ts';

const parse = (query: string, remembered?: 'Iniciante' | 'Conhecedor') => parseFinderQuery(new URLSearchParams(query), remembered);

describe('the finder in the URL (shareable, back button, same page without JavaScript)', () => {
  it('starts as an Iniciante at the first question (spec §3 appModel default)', () => {
    expect(parse('')).toEqual({ mode: 'Iniciante', step: 1, answers: {}, page: 1 });
  });

  it('reads the answers, step, mode and page from pt-BR parameters', () => {
    expect(parse('modo=iniciante&passo=4&ocasiao=churrasco&prato=carnes-vermelhas&preco=ate-50&pagina=2')).toEqual({
      mode: 'Iniciante',
      step: 4,
      answers: { occasion: 'churrasco', dish: 'carnes-vermelhas', price: 'ate-50' },
      page: 2,
    });
    expect(parse('modo=conhecedor&tipo=tinto&uva=malbec&pais=argentina')?.answers).toEqual({ type: 'tinto', grape: 'malbec', country: 'argentina' });
  });

  it('takes the remembered mode when the URL names none; the URL wins otherwise', () => {
    expect(parse('', 'Conhecedor')?.mode).toBe('Conhecedor');
    expect(parse('modo=iniciante', 'Conhecedor')?.mode).toBe('Iniciante');
  });

  it('keeps the Conhecedor on step 1 (it has no steps)', () => {
    expect(parse('modo=conhecedor&passo=5')?.step).toBe(1);
  });

  it('treats empty parameters as unanswered (a form sends "Qualquer" as empty)', () => {
    expect(parse('modo=conhecedor&tipo=&uva=malbec')?.answers).toEqual({ grape: 'malbec' });
  });

  it('refuses parameters that do not validate', () => {
    for (const query of [
      'modo=expert',
      'passo=0',
      `passo=${RESULTS_STEP + 1}`,
      'passo=2a',
      'pagina=-1',
      'preco=barato',
      'preco=0-49.99',
      'tipo=Tinto',
      "uva=malbec'--",
    ]) {
      expect(parse(query), query).toBeNull();
    }
  });

  it('writes the state back as the same address (round trip), leaving defaults out', () => {
    const state = { mode: 'Iniciante' as const, step: 3, answers: { occasion: 'verao', price: '50-a-100' as const }, page: 2 };
    const href = finderHref(state);
    expect(href).toBe('/sommelier?modo=iniciante&passo=3&ocasiao=verao&preco=50-a-100&pagina=2');
    expect(parse(href.split('?')[1]!)).toEqual(state);
    expect(finderHref({ mode: 'Conhecedor', step: 1, answers: {}, page: 1 })).toBe('/sommelier?modo=conhecedor');
  });
});
