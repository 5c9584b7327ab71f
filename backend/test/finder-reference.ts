import { FINDER_PRICE_BANDS, FINDER_QUESTIONS, type FinderAnswers, type FinderQuestion } from '../../src/contracts/finder.ts';

/**
 * A second, plain computation of what `GET /api/finder` must answer, for the worker tests: the
 * active wines and their occasion/dish links read with simple SQL (no finder index, no bits),
 * then filtered and counted in JavaScript.
 */
export interface ReferenceWine {
  id: number;
  name: string;
  price: number;
  stock: number;
  rating: number | null;
  type: string;
  sweetness: string;
  grape: string;
  country: string;
  occasions: Set<string>;
  dishes: Set<string>;
}

export async function loadReference(db: D1Database): Promise<ReferenceWine[]> {
  const [wines, links] = await db.batch([
    db.prepare('SELECT id, name, price, stock, rating, type_slug, sweetness, grape_slug, country_slug FROM wines WHERE active = 1'),
    db.prepare(`SELECT x.wine_id, b.slug, f.type FROM wine_category_buttons x
      JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id WHERE b.active = 1`),
  ]);
  const rows = (wines?.results ?? []) as {
    id: number;
    name: string;
    price: number;
    stock: number;
    rating: number | null;
    type_slug: string;
    sweetness: string;
    grape_slug: string;
    country_slug: string;
  }[];
  const byId = new Map<number, ReferenceWine>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        price: row.price,
        stock: row.stock,
        rating: row.rating,
        type: row.type_slug,
        sweetness: row.sweetness,
        grape: row.grape_slug,
        country: row.country_slug,
        occasions: new Set(),
        dishes: new Set(),
      },
    ]),
  );
  for (const link of (links?.results ?? []) as { wine_id: number; slug: string; type: string }[]) {
    const wine = byId.get(link.wine_id);
    if (wine && link.type === 'occasion') wine.occasions.add(link.slug);
    if (wine && link.type === 'main_course') wine.dishes.add(link.slug);
  }
  return [...byId.values()];
}

export function matchesAnswer(wine: ReferenceWine, question: FinderQuestion, value: string): boolean {
  switch (question) {
    case 'occasion':
      return wine.occasions.has(value);
    case 'dish':
      return wine.dishes.has(value);
    case 'price': {
      const band = FINDER_PRICE_BANDS.find((candidate) => candidate.slug === value);
      return band !== undefined && wine.price >= band.from && (band.to === null || wine.price < band.to);
    }
    default:
      return wine[question] === value;
  }
}

export function matchesAll(wine: ReferenceWine, answers: FinderAnswers, without?: FinderQuestion): boolean {
  return FINDER_QUESTIONS.every((question) => {
    const value = answers[question];
    return value === undefined || question === without || matchesAnswer(wine, question, value);
  });
}

/** spec §4 listing order: in stock first, best rated (no rating last), by name, by id. */
export function listingOrder(a: ReferenceWine, b: ReferenceWine): number {
  const stock = Number(b.stock > 0) - Number(a.stock > 0);
  if (stock !== 0) return stock;
  const rating = (b.rating ?? -1) - (a.rating ?? -1);
  if (rating !== 0) return rating;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id - b.id;
}
