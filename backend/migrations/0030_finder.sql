-- The virtual sommelier's finder: GET /api/finder answers the matching wines and, for
-- each of the six questions (spec §3/§9: occasion, main course, price, type, grape, country), how
-- many wines each option would leave. On the 20,000-wine catalogue every one of those counts must
-- be one scan of a narrow index, never of the wide `wines` rows (descriptions) nor a lookup per
-- occasion/dish link.
--
-- 1. The occasions and dishes a wine suits, kept on the wine as bits: each occasion or dish button
--    owns one bit of its group (`finder_bit`, 0–62, given once when the button is created), and
--    `wines.occasion_bits` / `wines.dish_bits` hold the bits of the wine's links in
--    `wine_category_buttons`. A question's counts then group the bit patterns of the matching
--    wines (a few dozen patterns) instead of probing ~110,000 links. Triggers keep the bits in
--    step with the links; `wine_category_buttons` stays the source of truth.
ALTER TABLE category_buttons ADD COLUMN finder_bit INTEGER;
ALTER TABLE wines ADD COLUMN occasion_bits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE wines ADD COLUMN dish_bits INTEGER NOT NULL DEFAULT 0;

-- Bits of the buttons that exist already, in id order within each group.
UPDATE category_buttons SET finder_bit = (
  SELECT count(*) FROM category_buttons o WHERE o.group_id = category_buttons.group_id AND o.id < category_buttons.id
);

-- A new button takes the next free bit of its group; one moved to another group too.
CREATE TRIGGER category_buttons_finder_bit AFTER INSERT ON category_buttons BEGIN
  UPDATE category_buttons SET finder_bit = (
    SELECT coalesce(max(o.finder_bit) + 1, 0) FROM category_buttons o WHERE o.group_id = new.group_id AND o.id <> new.id
  ) WHERE id = new.id;
END;

CREATE TRIGGER category_buttons_finder_group AFTER UPDATE OF group_id ON category_buttons
WHEN new.group_id <> old.group_id BEGIN
  UPDATE category_buttons SET finder_bit = (
    SELECT coalesce(max(o.finder_bit) + 1, 0) FROM category_buttons o WHERE o.group_id = new.group_id AND o.id <> new.id
  ) WHERE id = new.id;
  UPDATE wines SET
    occasion_bits = (SELECT coalesce(sum(1 << b.finder_bit), 0) FROM wine_category_buttons x
      JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id
      WHERE x.wine_id = wines.id AND f.type = 'occasion'),
    dish_bits = (SELECT coalesce(sum(1 << b.finder_bit), 0) FROM wine_category_buttons x
      JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id
      WHERE x.wine_id = wines.id AND f.type = 'main_course')
  WHERE id IN (SELECT wine_id FROM wine_category_buttons WHERE button_id = new.id);
END;

-- A wine's bits, recomputed from its links whenever one is added or removed.
CREATE TRIGGER wine_category_buttons_finder_insert AFTER INSERT ON wine_category_buttons BEGIN
  UPDATE wines SET
    occasion_bits = (SELECT coalesce(sum(1 << b.finder_bit), 0) FROM wine_category_buttons x
      JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id
      WHERE x.wine_id = new.wine_id AND f.type = 'occasion'),
    dish_bits = (SELECT coalesce(sum(1 << b.finder_bit), 0) FROM wine_category_buttons x
      JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id
      WHERE x.wine_id = new.wine_id AND f.type = 'main_course')
  WHERE id = new.wine_id;
END;

CREATE TRIGGER wine_category_buttons_finder_delete AFTER DELETE ON wine_category_buttons BEGIN
  UPDATE wines SET
    occasion_bits = (SELECT coalesce(sum(1 << b.finder_bit), 0) FROM wine_category_buttons x
      JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id
      WHERE x.wine_id = old.wine_id AND f.type = 'occasion'),
    dish_bits = (SELECT coalesce(sum(1 << b.finder_bit), 0) FROM wine_category_buttons x
      JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id
      WHERE x.wine_id = old.wine_id AND f.type = 'main_course')
  WHERE id = old.wine_id;
END;

-- Links that exist already.
UPDATE wines SET
  occasion_bits = (SELECT coalesce(sum(1 << b.finder_bit), 0) FROM wine_category_buttons x
    JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id
    WHERE x.wine_id = wines.id AND f.type = 'occasion'),
  dish_bits = (SELECT coalesce(sum(1 << b.finder_bit), 0) FROM wine_category_buttons x
    JOIN category_buttons b ON b.id = x.button_id JOIN filter_groups f ON f.id = b.group_id
    WHERE x.wine_id = wines.id AND f.type = 'main_course');

-- 2. Narrow covering indexes of the active wines, one led by each column an answer narrows, so
--    a count reads only the index range of its most selective answer (backend/src/finder/
--    finder-sql.ts names the one to read, INDEXED BY, so the plan does not depend on statistics).
CREATE INDEX wines_finder_grape ON wines (grape_slug, country_slug, type_slug, price, occasion_bits, dish_bits) WHERE active = 1;
CREATE INDEX wines_finder_country ON wines (country_slug, type_slug, grape_slug, price, occasion_bits, dish_bits) WHERE active = 1;
CREATE INDEX wines_finder_type ON wines (type_slug, grape_slug, country_slug, price, occasion_bits, dish_bits) WHERE active = 1;
CREATE INDEX wines_finder_price ON wines (price, type_slug, grape_slug, country_slug, occasion_bits, dish_bits) WHERE active = 1;

-- 3. The results page: the listing order of 0009 (spec §4: in stock first, then best rated, by
--    name) carrying every answer's column, so a page is read in order, answers checked in the
--    index, and the scan stops once the page is full.
CREATE INDEX wines_finder_listing ON wines (
  (stock > 0) DESC, rating DESC, name, id, type_slug, grape_slug, country_slug, price, occasion_bits, dish_bits
) WHERE active = 1;
