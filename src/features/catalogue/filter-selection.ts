import type { CategoryButton, FilterSelection } from '../../contracts/categories.ts';
import { ROUTES } from '../../core/routes.ts';

/** The query parameter that picks an occasion on /momentos (ours). */
export const OCCASION_PARAM = 'ocasiao';
/** spec §2 /pratos: "query name = first main-course name". */
export const DISH_PARAM = 'name';

/** spec §2: the buttons of one selection, sorted by order (occasions and dishes). */
export function buttonsOf(buttons: readonly CategoryButton[], selection: FilterSelection): CategoryButton[] {
  return buttons.filter((button) => button.type === selection).sort((a, b) => a.order - b.order || a.id - b.id);
}

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;
}

/**
 * The button a page shows: the one the query names (by slug, or by name for dishes), else the
 * first. Undefined when the query names nothing that exists: the route fails validation
 * (DECISIONS "Routing order": "Page Not Found: {fullPath}").
 */
export function selectButton(buttons: readonly CategoryButton[], selection: FilterSelection, wanted: string | undefined): CategoryButton | undefined {
  const candidates = buttonsOf(buttons, selection);
  if (wanted === undefined || wanted === '') return candidates[0];
  return candidates.find((button) => button.slug === wanted || sameText(button.name, wanted));
}

/** Where a carousel button leads. */
export function buttonHref(button: CategoryButton): string {
  switch (button.type) {
    case 'occasion':
      return `${ROUTES.occasions}?${OCCASION_PARAM}=${encodeURIComponent(button.slug)}`;
    case 'main_course':
      return `${ROUTES.dishes}?${DISH_PARAM}=${encodeURIComponent(button.name)}`;
    case 'all_wine':
      return `/${button.category_slug ?? button.slug}`;
    case 'black_friday':
      return ROUTES.blackFriday;
  }
}
