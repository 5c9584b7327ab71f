/**
 * spec §2 product links use the name in hyphens: lowercase, accents removed, other characters as
 * hyphens. One rule for the storefront's links and the backend's stored `slug`.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
