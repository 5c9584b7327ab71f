-- Wine facts as data: every grape of a wine (the main one first, its share when known), the
-- sweetness Brazilian labels use, the appellation and how long it keeps (the tasting notes are
-- `description`, the dishes `pairing`). `wines.grape_slug` stays the grape page the wine is filed under first (the
-- finder's grape question and its indexes read it); a grape page lists every wine with the grape
-- in its blend (`wine_grapes.grape_slug`).

CREATE TABLE wine_grapes (
  wine_id INTEGER NOT NULL REFERENCES wines (id) ON DELETE CASCADE,
  -- 0 is the main grape.
  position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 19),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  -- Percent of the blend, when known.
  share INTEGER CHECK (share IS NULL OR share BETWEEN 1 AND 100),
  -- The grape's page (a category of kind 'uva'), when the shop has one.
  grape_slug TEXT REFERENCES categories (slug),
  PRIMARY KEY (wine_id, position)
) WITHOUT ROWID;

CREATE INDEX wine_grapes_page ON wine_grapes (grape_slug, wine_id) WHERE grape_slug IS NOT NULL;

-- Brazilian labelling (Lei 7.678/88): seco, meio-seco (demi-sec), suave; "doce" for dessert and
-- sweet fortified wines, as shoppers say it.
ALTER TABLE wines ADD COLUMN sweetness TEXT NOT NULL DEFAULT 'seco' CHECK (sweetness IN ('seco', 'meio-seco', 'suave', 'doce'));
ALTER TABLE wines ADD COLUMN appellation TEXT NOT NULL DEFAULT '';
-- "Pronto para beber; guarda até 2030."
ALTER TABLE wines ADD COLUMN ageing TEXT NOT NULL DEFAULT '';

-- The wines already here: their blend's names become rows (the main grape first), each linked to
-- the grape page of that name; a wine without a blend gets its grape page's name.
WITH RECURSIVE parts (wine_id, position, name, rest) AS (
  SELECT id, -1, '', blend || ',' FROM wines WHERE blend <> ''
  UNION ALL
  SELECT wine_id, position + 1, trim(substr(rest, 1, instr(rest, ',') - 1)), substr(rest, instr(rest, ',') + 1)
  FROM parts WHERE rest <> '' AND position < 18
)
INSERT INTO wine_grapes (wine_id, position, name, grape_slug)
SELECT p.wine_id, p.position, p.name, (SELECT slug FROM categories WHERE kind = 'uva' AND name = p.name)
FROM parts p WHERE p.position >= 0 AND p.name <> '';

INSERT INTO wine_grapes (wine_id, position, name, grape_slug)
SELECT w.id, 0, c.name, c.slug FROM wines w JOIN categories c ON c.slug = w.grape_slug
WHERE NOT EXISTS (SELECT 1 FROM wine_grapes g WHERE g.wine_id = w.id);

-- `wines.blend` (CATENOMEUVA, "Cabernet Sauvignon, Merlot") is what the rows say, kept in step
-- (written only when it changes: the search index follows every write of it).
CREATE TRIGGER wine_grapes_blend_insert AFTER INSERT ON wine_grapes BEGIN
  UPDATE wines SET blend = (SELECT group_concat(name, ', ' ORDER BY position) FROM wine_grapes WHERE wine_id = new.wine_id)
  WHERE id = new.wine_id AND blend IS NOT (SELECT group_concat(name, ', ' ORDER BY position) FROM wine_grapes WHERE wine_id = new.wine_id);
END;

CREATE TRIGGER wine_grapes_blend_update AFTER UPDATE ON wine_grapes BEGIN
  UPDATE wines SET blend = (SELECT group_concat(name, ', ' ORDER BY position) FROM wine_grapes WHERE wine_id = new.wine_id)
  WHERE id = new.wine_id AND blend IS NOT (SELECT group_concat(name, ', ' ORDER BY position) FROM wine_grapes WHERE wine_id = new.wine_id);
END;

CREATE TRIGGER wine_grapes_blend_delete AFTER DELETE ON wine_grapes BEGIN
  UPDATE wines SET blend = coalesce((SELECT group_concat(name, ', ' ORDER BY position) FROM wine_grapes WHERE wine_id = old.wine_id), '')
  WHERE id = old.wine_id;
END;

-- Search finds a wine by its appellation and its sweetness too ("suave" finds the sweet ones).
DROP TRIGGER wines_fts_update;
DROP VIEW wines_search_source;

CREATE VIEW wines_search_source AS
SELECT
  w.id AS id,
  w.name AS name,
  trim(w.blend || ' ' || coalesce(g.name, '') || ' ' || coalesce(g.search_terms, '')) AS grapes,
  trim(
    coalesce(t.name, '') || ' ' || coalesce(t.plural_name, '') || ' ' || coalesce(t.search_terms, '') || ' ' ||
    CASE w.sweetness WHEN 'meio-seco' THEN 'meio-seco demi-sec' WHEN 'suave' THEN 'suave doce' WHEN 'doce' THEN 'doce suave' ELSE 'seco' END
  ) AS type,
  trim(coalesce(c.name, '') || ' ' || coalesce(c.search_terms, '')) AS country,
  trim(w.region || ' ' || w.appellation) AS region,
  w.producer AS producer
FROM wines w
LEFT JOIN categories t ON t.slug = w.type_slug
LEFT JOIN categories c ON c.slug = w.country_slug
LEFT JOIN categories g ON g.slug = w.grape_slug
WHERE w.active = 1;

CREATE TRIGGER wines_fts_update
AFTER UPDATE OF name, blend, type_slug, country_slug, grape_slug, region, appellation, sweetness, producer, active ON wines BEGIN
  DELETE FROM wines_fts WHERE rowid = old.id;
  INSERT INTO wines_fts (rowid, name, grapes, type, country, region, producer)
  SELECT id, name, grapes, type, country, region, producer FROM wines_search_source WHERE id = new.id;
END;

DELETE FROM wines_fts;
INSERT INTO wines_fts (rowid, name, grapes, type, country, region, producer)
SELECT id, name, grapes, type, country, region, producer FROM wines_search_source;
