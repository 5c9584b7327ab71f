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
    expect(matchFixedRoute('/Login')).toBe('/login');
    expect(matchFixedRoute('/Favorite')).toBe('/favorite');
    expect(matchFixedRoute('/landingpage/howuse')).toBe('/landingPage/HowUse');
    expect(matchFixedRoute('/momentos/')).toBe('/momentos');
    expect(matchFixedRoute('/politica/ENTREGA')).toBe('/politica/entrega');
  });

  it('leaves anything else alone', () => {
    expect(matchFixedRoute('/tinto')).toBeUndefined();
    expect(matchFixedRoute('/loginx')).toBeUndefined();
  });
});

describe('productPathWithoutExtraSlashes (spec §2 /produto/{id})', () => {
  it('replaces the last slash by a dash when the path has 3 or more slashes', () => {
    expect(productPathWithoutExtraSlashes('/produto/malbec-reserva/123')).toBe('/produto/malbec-reserva-123');
    expect(productPathWithoutExtraSlashes('/produto/a/b/123')).toBe('/produto/a-b-123');
  });

  it('leaves paths with fewer than 3 slashes, and other routes, alone', () => {
    expect(productPathWithoutExtraSlashes('/produto/malbec-reserva-123')).toBeUndefined();
    expect(productPathWithoutExtraSlashes('/resultados/a/b/c')).toBeUndefined();
  });
});

describe('route validation (DECISIONS "Routing order")', () => {
  it('reads the product id at the end of the slug', () => {
    expect(productIdFromSlug('malbec-reserva-123')).toBe(123);
    expect(productIdFromSlug('123')).toBe(123);
    expect(productIdFromSlug('malbec-reserva')).toBeUndefined();
    expect(productIdFromSlug('')).toBeUndefined();
  });

  it('wants search terms of at least 3 characters', () => {
    expect(isSearchTermValid('vinho-tinto')).toBe(true);
    expect(isSearchTermValid('ab')).toBe(false);
    expect(isSearchTermValid('a-')).toBe(false);
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
