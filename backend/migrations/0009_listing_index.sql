-- Listings read wines in the shop's default order (spec §4: in stock first; then best rated, by
-- name): GET /api/wines, the grouped list, related wines and the most-wanted top-up. This index
-- gives that order without sorting the catalogue, so a page of the 20,000-wine catalogue reads
-- only its own rows. Queries must spell the order exactly so:
--   ORDER BY (w.stock > 0) DESC, w.rating DESC, w.name, w.id   (rating NULLs sort last in DESC)
CREATE INDEX wines_listing ON wines ((stock > 0) DESC, rating DESC, name, id) WHERE active = 1;
