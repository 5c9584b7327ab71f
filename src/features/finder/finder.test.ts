import { describe, expect, it } from 'vitest';
import type { FinderResponse } from '../../contracts/finder.ts';
import { createAuthStore } from '../account/auth-store.ts';
import {
  answerLabels,
  answerStep,
  backStep,
  editQuestion,
  isResultsStep,
  liveCount,
  orderedQuestions,
  questionOfStep,
  restart,
  setFilter,
  showResults,
  skipStep,
  switchMode,
  visibleOptions,
} from './finder.ts';
import { RESULTS_STEP, type FinderState } from './finder-state.ts';

const QUESTIONS = orderedQuestions(createAuthStore().questionOrder);
const start: FinderState = { mode: 'Iniciante', step: 1, answers: {}, page: 1 };

/** A finder answer with type answered "tinto" among 6 red, 3 white; occasion counts overlap. */
const data: FinderResponse = {
  answers: { type: 'tinto' },
  ignored: [],
  total: 6,
  wines: [],
  page: 1,
  pageSize: 12,
  questions: [
    {
      question: 'occasion',
      options: [
        { value: 'churrasco', label: 'Churrasco', description: '', count: 5 },
        { value: 'verao', label: 'Verão', description: '', count: 0 },
      ],
    },
    { question: 'dish', options: [] },
    {
      question: 'price',
      options: [
        { value: 'ate-50', label: 'Até R$ 49,99', description: '', count: 2 },
        { value: 'acima-de-400', label: 'A partir de R$ 400,00', description: '', count: 0 },
      ],
    },
    {
      question: 'type',
      options: [
        { value: 'tinto', label: 'Tinto', description: 'Tintos', count: 6 },
        { value: 'branco', label: 'Branco', description: '', count: 3 },
        { value: 'rose', label: 'Rosé', description: '', count: 0 },
      ],
    },
    { question: 'sweetness', options: [] },
    { question: 'grape', options: [] },
    { question: 'country', options: [] },
  ],
};

describe('the order of the questions (spec §3/§9)', () => {
  it('is occasion, main course, price, type, sweetness, grape, country, from the auth store', () => {
    expect(QUESTIONS).toEqual(['occasion', 'dish', 'price', 'type', 'sweetness', 'grape', 'country']);
  });

  it('follows a different order when the store says so, sweetness always right after the type', () => {
    const order = { occasion: 6, mainCourse: 5, price: 1, type: 2, grape: 3, country: 4 };
    expect(orderedQuestions(order)).toEqual(['price', 'type', 'sweetness', 'grape', 'country', 'dish', 'occasion']);
    expect(orderedQuestions({ ...order, type: 7 })).toEqual(['price', 'grape', 'country', 'dish', 'occasion', 'type', 'sweetness']);
  });
});

describe('Iniciante steps', () => {
  it('asks one question per step, then shows the results', () => {
    expect(questionOfStep(start, QUESTIONS)).toBe('occasion');
    expect(questionOfStep({ ...start, step: 5 }, QUESTIONS)).toBe('sweetness');
    expect(questionOfStep({ ...start, step: 7 }, QUESTIONS)).toBe('country');
    expect(questionOfStep({ ...start, step: RESULTS_STEP }, QUESTIONS)).toBeUndefined();
    expect(isResultsStep({ ...start, step: RESULTS_STEP })).toBe(true);
    expect(isResultsStep(start)).toBe(false);
  });

  it('each answer narrows and moves on, back to the first page of results', () => {
    const first = answerStep({ ...start, page: 3 }, QUESTIONS, 'churrasco');
    expect(first).toEqual({ mode: 'Iniciante', step: 2, answers: { occasion: 'churrasco' }, page: 1 });
    const second = answerStep(first, QUESTIONS, 'carnes-vermelhas');
    expect(second.answers).toEqual({ occasion: 'churrasco', dish: 'carnes-vermelhas' });
    expect(answerStep({ ...start, step: 5 }, QUESTIONS, 'suave')).toMatchObject({ step: 6, answers: { sweetness: 'suave' } });
    expect(answerStep({ ...start, step: 7 }, QUESTIONS, 'chile').step).toBe(RESULTS_STEP);
  });

  it('skipping moves on without an answer, forgetting an earlier one to that question', () => {
    const answered: FinderState = { ...start, step: 2, answers: { occasion: 'verao', dish: 'pizza' } };
    expect(skipStep(answered, QUESTIONS)).toEqual({ ...answered, step: 3, answers: { occasion: 'verao' } });
  });

  it('back keeps the answers; restart forgets them; the results are one step away', () => {
    const third: FinderState = { ...start, step: 3, answers: { occasion: 'verao' } };
    expect(backStep(third)).toEqual({ ...third, step: 2 });
    expect(backStep(start).step).toBe(1);
    expect(restart('Iniciante')).toEqual(start);
    expect(showResults(third)).toEqual({ ...third, step: RESULTS_STEP });
    expect(editQuestion(showResults(third), QUESTIONS, 'occasion')).toEqual({ ...third, step: 1 });
  });
});

describe('modes and Conhecedor filters', () => {
  it('switching mode keeps the answers and starts from the top', () => {
    const conhecedor: FinderState = { mode: 'Conhecedor', step: 1, answers: { grape: 'malbec' }, page: 2 };
    expect(switchMode(conhecedor, 'Iniciante')).toEqual({ mode: 'Iniciante', step: 1, answers: { grape: 'malbec' }, page: 1 });
  });

  it('a filter changes one answer ("Qualquer" removes it) and resets the page', () => {
    const state: FinderState = { mode: 'Conhecedor', step: 1, answers: { grape: 'malbec', type: 'tinto' }, page: 4 };
    expect(setFilter(state, 'country', 'argentina')).toEqual({ ...state, answers: { grape: 'malbec', type: 'tinto', country: 'argentina' }, page: 1 });
    expect(setFilter(state, 'type', undefined).answers).toEqual({ grape: 'malbec' });
  });
});

describe('options and the live count', () => {
  it('hides dead ends, but never the current answer', () => {
    const occasions = data.questions[0]!;
    expect(visibleOptions(occasions, undefined).map((option) => option.value)).toEqual(['churrasco']);
    expect(visibleOptions(occasions, 'verao').map((option) => option.value)).toEqual(['churrasco', 'verao']);
  });

  it('shows every option when the counts are unknown (hosted mode)', () => {
    const unknown = { question: 'grape' as const, options: [{ value: 'malbec', label: 'Malbec', description: '', count: null }] };
    expect(visibleOptions(unknown, undefined)).toHaveLength(1);
  });

  it('counts what a choice would leave, before it is sent', () => {
    expect(liveCount(data, 'occasion', 'churrasco')).toBe(5);
    expect(liveCount(data, 'price', 'ate-50')).toBe(2);
    expect(liveCount(data, 'occasion', undefined)).toBe(6);
    expect(liveCount(data, undefined, undefined)).toBe(6);
  });

  it("without an answered question's answer, counts the wines of every option (each wine has one type)", () => {
    expect(liveCount(data, 'type', 'branco')).toBe(3);
    expect(liveCount(data, 'type', '')).toBe(9);
  });

  it("names the answers in the shopper's order for the results summary", () => {
    expect(answerLabels({ ...data, answers: { type: 'tinto', price: 'ate-50' } }, QUESTIONS)).toEqual([
      { question: 'price', label: 'Até R$ 49,99' },
      { question: 'type', label: 'Tinto' },
    ]);
  });
});
