-- The wine catalogue (spec §3 "Search result wine", "Cart item", "Wine detail") and its
-- categories (spec §2 /{category}: a type, country or grape slug, as URL_TIPO / URL_PAIS / URL_UVA).
--
-- Agreement with the commerce service: `wines` keeps at least id, variant_id, sku, name,
-- price, list_price, stock and image_url under these names; it reads them for checkouts and
-- decrements `stock` when an order is paid. Every other column has a default, so a row inserted
-- with only those eight columns is valid (and searchable by name).

-- One row per type, country or grape. Slugs are unique across kinds because /{category} pages
-- are addressed by the slug alone.
CREATE TABLE categories (
  slug TEXT PRIMARY KEY CHECK (length(slug) > 0 AND slug NOT GLOB '*[^a-z0-9-]*'),
  kind TEXT NOT NULL CHECK (kind IN ('tipo', 'pais', 'uva')),
  name TEXT NOT NULL CHECK (length(name) > 0),
  -- Heading of grouped lists ("Tintos"); the name when empty.
  plural_name TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  -- Extra words a shopper may type for this category (adjectives, synonyms): "português", "rosado".
  search_terms TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX categories_kind_position ON categories (kind, position, name);

CREATE TABLE wines (
  -- spec PRODUCTID = wake_product_id.
  id INTEGER PRIMARY KEY,
  -- wake_wine_id: the storefront's productVariantId (DECISIONS "Product ids").
  variant_id INTEGER NOT NULL UNIQUE,
  sku TEXT NOT NULL UNIQUE CHECK (length(sku) > 0),
  name TEXT NOT NULL CHECK (length(name) > 0),
  -- Sale price (PRECOVENDA) and list price (PRECODESCONTO), in reais.
  price REAL NOT NULL CHECK (price >= 0),
  list_price REAL NOT NULL,
  -- ESTOQUE. Zero or less means unavailable (spec §5); no CHECK so a late decrement cannot fail.
  stock INTEGER NOT NULL,
  -- Same-origin path served by this backend (/media/wines/{id}.svg); never an external URL.
  image_url TEXT NOT NULL,
  -- Name in hyphens, for /produto/{slug}-{id} links (spec §2).
  slug TEXT NOT NULL DEFAULT '',
  type_slug TEXT NOT NULL DEFAULT 'tinto',
  country_slug TEXT NOT NULL DEFAULT '',
  grape_slug TEXT NOT NULL DEFAULT '',
  -- CATENOMEUVA: the grapes of the blend, as shown ("Cabernet Sauvignon, Merlot").
  blend TEXT NOT NULL DEFAULT '',
  producer TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  -- NULL for non-vintage wines (many sparkling and fortified wines).
  vintage INTEGER,
  description TEXT NOT NULL DEFAULT '',
  -- % vol.
  alcohol REAL,
  volume_ml INTEGER NOT NULL DEFAULT 750 CHECK (volume_ml > 0),
  -- Serving temperature range, °C.
  temperature_min INTEGER,
  temperature_max INTEGER,
  pairing TEXT NOT NULL DEFAULT '',
  -- NOTA: 0 to 5, one decimal.
  rating REAL CHECK (rating IS NULL OR (rating >= 0 AND rating <= 5)),
  -- In the Black Friday selection (spec §2 /blackfriday).
  black_friday INTEGER NOT NULL DEFAULT 0 CHECK (black_friday IN (0, 1)),
  -- Hidden from every list, search and detail when 0 (kept for past orders).
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  CHECK (list_price >= price)
);

CREATE INDEX wines_type ON wines (type_slug, active);
CREATE INDEX wines_country ON wines (country_slug, active);
CREATE INDEX wines_grape ON wines (grape_slug, active);
CREATE INDEX wines_price ON wines (price);
CREATE INDEX wines_black_friday ON wines (black_friday, active);

-- Full-text search (spec §7 search_similar_asv): diacritics removed so "rose" finds "Rosé" and "portugues"
-- finds "Português". The category columns carry the category's name and search terms, so a
-- country's adjective finds its wines. Kept in step with `wines` and `categories` by the
-- triggers below; a stock or price change does not touch the index.
CREATE VIRTUAL TABLE wines_fts USING fts5 (
  name,
  grapes,
  type,
  country,
  region,
  producer,
  tokenize = "unicode61 remove_diacritics 2"
);

-- The index's vocabulary, for typo tolerance (a term one letter away from a known word).
CREATE VIRTUAL TABLE wines_fts_vocab USING fts5vocab (wines_fts, row);

CREATE VIEW wines_search_source AS
SELECT
  w.id AS id,
  w.name AS name,
  trim(w.blend || ' ' || coalesce(g.name, '') || ' ' || coalesce(g.search_terms, '')) AS grapes,
  trim(coalesce(t.name, '') || ' ' || coalesce(t.plural_name, '') || ' ' || coalesce(t.search_terms, '')) AS type,
  trim(coalesce(c.name, '') || ' ' || coalesce(c.search_terms, '')) AS country,
  w.region AS region,
  w.producer AS producer
FROM wines w
LEFT JOIN categories t ON t.slug = w.type_slug
LEFT JOIN categories c ON c.slug = w.country_slug
LEFT JOIN categories g ON g.slug = w.grape_slug
WHERE w.active = 1;

CREATE TRIGGER wines_fts_insert AFTER INSERT ON wines BEGIN
  INSERT INTO wines_fts (rowid, name, grapes, type, country, region, producer)
  SELECT id, name, grapes, type, country, region, producer FROM wines_search_source WHERE id = new.id;
END;

CREATE TRIGGER wines_fts_delete AFTER DELETE ON wines BEGIN
  DELETE FROM wines_fts WHERE rowid = old.id;
END;

CREATE TRIGGER wines_fts_update
AFTER UPDATE OF name, blend, type_slug, country_slug, grape_slug, region, producer, active ON wines BEGIN
  DELETE FROM wines_fts WHERE rowid = old.id;
  INSERT INTO wines_fts (rowid, name, grapes, type, country, region, producer)
  SELECT id, name, grapes, type, country, region, producer FROM wines_search_source WHERE id = new.id;
END;

CREATE TRIGGER categories_fts_update AFTER UPDATE OF name, plural_name, search_terms ON categories BEGIN
  DELETE FROM wines_fts WHERE rowid IN (
    SELECT id FROM wines WHERE new.slug IN (type_slug, country_slug, grape_slug)
  );
  INSERT INTO wines_fts (rowid, name, grapes, type, country, region, producer)
  SELECT s.id, s.name, s.grapes, s.type, s.country, s.region, s.producer
  FROM wines_search_source s JOIN wines w ON w.id = s.id
  WHERE new.slug IN (w.type_slug, w.country_slug, w.grape_slug);
END;

CREATE TRIGGER categories_fts_insert AFTER INSERT ON categories BEGIN
  DELETE FROM wines_fts WHERE rowid IN (
    SELECT id FROM wines WHERE new.slug IN (type_slug, country_slug, grape_slug)
  );
  INSERT INTO wines_fts (rowid, name, grapes, type, country, region, producer)
  SELECT s.id, s.name, s.grapes, s.type, s.country, s.region, s.producer
  FROM wines_search_source s JOIN wines w ON w.id = s.id
  WHERE new.slug IN (w.type_slug, w.country_slug, w.grape_slug);
END;
