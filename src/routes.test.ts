import { describe, expect, it } from 'vitest';
import { documentTitle } from './routes.ts';

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
