import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  isSearchTermValid,
  matchFixedRoute,
  offersPopups,
  productIdFromSlug,
  productPath,
  productPathWithoutExtraSlashes,
  resultsPath,
  termFromResultsSegment,
} from './routes.ts';
import { expectEach } from '../test-support/tables.ts';

describe('documentTitle (DECISIONS "Titles")', () => {
  it('is "{store} - {path name capitalised}"', () => {
    expect(documentTitle('Adega', '/momentos')).toBe('Adega - Momentos');
    expect(documentTitle('Adega', '/todososvinhos')).toBe('Adega - Todososvinhos');
    expect(documentTitle('Adega', '/politica/entrega')).toBe('Adega - Politica-entrega');
  });

  it('is the store name alone at the root', () => {
    expect(documentTitle('Adega', '/')).toBe('Adega');
  });
});

describe('matchFixedRoute (spec §2 route table, case-insensitive)', () => {
  it('finds fixed routes in any spelling and answers the canonical path', () => {
    expectEach(matchFixedRoute, [
      ['/Login', '/login'],
      ['/Favorite', '/favorite'],
      ['/landingpage/howuse', '/landingPage/HowUse'],
      ['/momentos/', '/momentos'],
      ['/politica/ENTREGA', '/politica/entrega'],
    ]);
  });

  it('leaves anything else alone', () => {
    expectEach(matchFixedRoute, [
      ['/tinto', undefined],
      ['/loginx', undefined],
    ]);
  });
});

describe('productPathWithoutExtraSlashes (spec §2 /produto/{id})', () => {
  it('replaces the last slash by a dash when the path has 3 or more slashes', () => {
    expectEach(productPathWithoutExtraSlashes, [
      ['/produto/malbec-reserva/123', '/produto/malbec-reserva-123'],
      ['/produto/a/b/123', '/produto/a-b-123'],
    ]);
  });

  it('leaves paths with fewer than 3 slashes, and other routes, alone', () => {
    expectEach(productPathWithoutExtraSlashes, [
      ['/produto/malbec-reserva-123', undefined],
      ['/resultados/a/b/c', undefined],
    ]);
  });
});

describe('route validation (DECISIONS "Routing order")', () => {
  it('reads the product id at the end of the slug', () => {
    expectEach(productIdFromSlug, [
      ['malbec-reserva-123', 123],
      ['123', 123],
      ['malbec-reserva', undefined],
      ['', undefined],
    ]);
  });

  it('wants search terms of at least 3 characters', () => {
    expectEach(isSearchTermValid, [
      ['vinho-tinto', true],
      ['ab', false],
      ['a-', false],
      [encodeURIComponent('🍷🍷'), false],
      [encodeURIComponent('🍷🍷🍷'), true],
      ['a'.repeat(101), false],
    ]);
  });
});

describe('product and results paths (spec §2)', () => {
  it('links products as /produto/{name-in-hyphens}-{id}', () => {
    expect(productPath({ name: 'Malbec Reserva Mendoza 2021', wake_product_id: 42 })).toBe('/produto/malbec-reserva-mendoza-2021-42');
    expect(productPath({ name: 'Rosé d’Provence Côtes', wake_product_id: 7 })).toBe('/produto/rose-d-provence-cotes-7');
  });

  it('writes results terms in lowercase with hyphens, and reads them back', () => {
    expect(resultsPath('  Vinho  Tinto ')).toBe('/resultados/vinho-tinto');
    expect(termFromResultsSegment('vinho-tinto')).toBe('vinho tinto');
    expect(termFromResultsSegment('ros%C3%A9')).toBe('rosé');
  });
});

describe('offersPopups', () => {
  it('offers none where the shopper fills a form or reads their favourites', () => {
    for (const path of ['/login', '/login/recuperar', '/register', '/register/partial', '/favorite']) {
      expect(offersPopups(path), path).toBe(false);
    }
  });

  it('offers them on the shop pages', () => {
    for (const path of ['/momentos', '/todososvinhos', '/produto/vinho-1001', '/parceiros/vivalavida']) {
      expect(offersPopups(path), path).toBe(true);
    }
  });
});
