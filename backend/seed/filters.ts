import { ALL_WINE_BUTTONS, BLACK_FRIDAY_BUTTON, DISHES, FILTER_GROUPS, OCCASIONS, PROMOTION, type CategoryButtonSeed } from './data/filters.ts';
import { upsert, upsertMany } from './sql.ts';

function buttonRows(groupId: number, buttons: readonly CategoryButtonSeed[], extra: (button: CategoryButtonSeed) => Record<string, string | number | null>) {
  return buttons.map((button, index) => ({
    id: button.id,
    group_id: groupId,
    slug: button.slug,
    name: button.name,
    description: button.description,
    icon: button.slug,
    position: index + 1,
    promotion: 0,
    black_friday: 0,
    class_name: '',
    category_slug: null,
    active: 1,
    ...extra(button),
  }));
}

/** The header filter's groups and buttons (spec §3 "Category button data") and the promotion. */
export function filterStatements(): string[] {
  const { occasion, main_course: mainCourse, all_wine: allWine, black_friday: blackFriday } = FILTER_GROUPS;
  const buttons = [
    ...buttonRows(occasion.id, OCCASIONS, (button) => ({ class_name: `filter-occasion filter-occasion--${button.slug}` })),
    ...buttonRows(mainCourse.id, DISHES, (button) => ({ class_name: `filter-dish filter-dish--${button.slug}` })),
    ...buttonRows(allWine.id, ALL_WINE_BUTTONS, (button) => ({ class_name: `filter-type filter-type--${button.slug}`, category_slug: button.slug })),
    ...buttonRows(blackFriday.id, [BLACK_FRIDAY_BUTTON], () => ({
      class_name: 'filter-promo filter-promo--black-friday',
      icon: 'black-friday',
      promotion: 1,
      black_friday: 1,
    })),
  ];
  return [
    ...upsertMany(
      'filter_groups',
      'id',
      Object.entries(FILTER_GROUPS).map(([type, { id, ...group }]) => ({ id, type, ...group })),
    ),
    ...upsertMany('category_buttons', 'id', buttons),
    // The promotion switch is the shop's: set on creation, never overwritten by a later seed.
    upsert('promotions', 'id', { ...PROMOTION }, { keep: ['site_in_promotion'] }),
  ];
}
