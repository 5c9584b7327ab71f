import { describe, expect, it } from 'vitest';
import { categoryButton } from '../../test-support/categories.ts';
import { buttonHref, buttonsOf, selectButton } from './filter-selection.ts';

const button = categoryButton;

const buttons = [
  button({ id: 3, name: 'Verão', slug: 'verao', order: 3 }),
  button({ id: 1, name: 'Churrasco', slug: 'churrasco', order: 1 }),
  button({ id: 10, name: 'Carnes vermelhas', slug: 'carnes-vermelhas', type: 'main_course', order: 1 }),
  button({ id: 20, name: 'Tintos', slug: 'tinto', type: 'all_wine', category_slug: 'tinto' }),
];

describe('filter selection (spec §2 header filter)', () => {
  it('lists one selection sorted by order', () => {
    expect(buttonsOf(buttons, 'occasion').map((b) => b.slug)).toEqual(['churrasco', 'verao']);
  });

  it('picks the first button when the query names none', () => {
    expect(selectButton(buttons, 'occasion', undefined)?.slug).toBe('churrasco');
    expect(selectButton(buttons, 'main_course', '')?.name).toBe('Carnes vermelhas');
  });

  it('finds a button by slug, or a dish by its name in any case or accent', () => {
    expect(selectButton(buttons, 'occasion', 'verao')?.name).toBe('Verão');
    expect(selectButton(buttons, 'occasion', 'VERAO')?.name).toBe('Verão');
    expect(selectButton(buttons, 'main_course', 'carnes vermelhas')?.id).toBe(10);
  });

  it('is undefined for a name that does not exist', () => {
    expect(selectButton(buttons, 'occasion', 'natal')).toBeUndefined();
  });

  it('links each selection to its page', () => {
    expect(buttonHref(buttons[1]!)).toBe('/momentos?ocasiao=churrasco');
    expect(buttonHref(buttons[2]!)).toBe('/pratos?name=Carnes%20vermelhas');
    expect(buttonHref(buttons[3]!)).toBe('/tinto');
  });
});
