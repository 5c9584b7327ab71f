import type { CategoryButton } from '../contracts/categories.ts';

/** A header-filter button as GET /api/filters answers it: the occasion "Churrasco" unless a test says otherwise. */
export const categoryButton = (overrides: Partial<CategoryButton> = {}): CategoryButton => ({
  main_name: 'Ocasião',
  main_id: 1,
  main_order: 1,
  main_icon: '',
  main_promotion: 0,
  name: 'Churrasco',
  id: 1,
  icon: '/media/icons/churrasco.svg',
  order: 1,
  type: 'occasion',
  promotion: 0,
  black_friday: 0,
  class_name: '',
  slug: 'churrasco',
  description: '',
  category_slug: null,
  ...overrides,
});
