/**
 * The seed's JSON keys categories and filter buttons by slug: TypeScript keeps the keys of an
 * imported JSON object as literal types (its values widen to string), so the slugs stay checked
 * where rules name them (wine-profile.ts, large-catalogue.ts). The list keeps the JSON's order,
 * which is the display order (spec §2 "Header filter").
 */
export function listBySlug<Slug extends string, Item extends object>(bySlug: Record<Slug, Item>): ({ slug: Slug } & Item)[] {
  return (Object.entries(bySlug) as [Slug, Item][]).map(([slug, item]) => ({ slug, ...item }));
}
