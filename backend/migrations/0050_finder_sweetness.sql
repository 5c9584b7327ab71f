-- The finder asks the sweetness after the type (docs/decisions.md "Sweetness"): its narrow
-- covering indexes (0030) carry `sweetness` too, so a count or a page with it answered still
-- reads the index alone. Same leading columns as before (backend/src/finder/finder-sql.ts).
DROP INDEX wines_finder_grape;
DROP INDEX wines_finder_country;
DROP INDEX wines_finder_type;
DROP INDEX wines_finder_price;
DROP INDEX wines_finder_listing;

CREATE INDEX wines_finder_grape ON wines (grape_slug, country_slug, type_slug, sweetness, price, occasion_bits, dish_bits) WHERE active = 1;
CREATE INDEX wines_finder_country ON wines (country_slug, type_slug, sweetness, grape_slug, price, occasion_bits, dish_bits) WHERE active = 1;
CREATE INDEX wines_finder_type ON wines (type_slug, sweetness, grape_slug, country_slug, price, occasion_bits, dish_bits) WHERE active = 1;
CREATE INDEX wines_finder_price ON wines (price, type_slug, sweetness, grape_slug, country_slug, occasion_bits, dish_bits) WHERE active = 1;
CREATE INDEX wines_finder_listing ON wines (
  (stock > 0) DESC, rating DESC, name, id, type_slug, sweetness, grape_slug, country_slug, price, occasion_bits, dish_bits
) WHERE active = 1;
