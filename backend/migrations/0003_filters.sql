-- The header filter and its category carousel (spec §2 "Header filter", §3 "Category button data"
-- and "Promotion"): the four main filter buttons, the category buttons under each, the wines of
-- each occasion and dish, and the promotion record.

-- Main filter buttons: occasion, main_course, all_wine, black_friday (spec §2 selections).
CREATE TABLE filter_groups (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL UNIQUE CHECK (type IN ('occasion', 'main_course', 'all_wine', 'black_friday')),
  name TEXT NOT NULL CHECK (length(name) > 0),
  -- Icon key: served as /media/icons/{icon}.svg.
  icon TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  -- 1: shown only while the site is in promotion.
  promotion INTEGER NOT NULL DEFAULT 0 CHECK (promotion IN (0, 1))
);

-- The category buttons of a group: one occasion, one dish, one type of all wines.
CREATE TABLE category_buttons (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES filter_groups (id) ON DELETE CASCADE,
  slug TEXT NOT NULL CHECK (length(slug) > 0 AND slug NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL CHECK (length(name) > 0),
  -- The category card's text (spec §2: the selection's name, icon and description).
  description TEXT NOT NULL DEFAULT '',
  icon TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  promotion INTEGER NOT NULL DEFAULT 0 CHECK (promotion IN (0, 1)),
  black_friday INTEGER NOT NULL DEFAULT 0 CHECK (black_friday IN (0, 1)),
  class_name TEXT NOT NULL DEFAULT '',
  -- all_wine buttons list the wines of a type (a `categories` slug); others list their mapped wines.
  category_slug TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (group_id, slug)
);

-- Which wines suit an occasion or a dish.
CREATE TABLE wine_category_buttons (
  wine_id INTEGER NOT NULL REFERENCES wines (id) ON DELETE CASCADE,
  button_id INTEGER NOT NULL REFERENCES category_buttons (id) ON DELETE CASCADE,
  PRIMARY KEY (button_id, wine_id)
) WITHOUT ROWID;

CREATE INDEX wine_category_buttons_wine ON wine_category_buttons (wine_id);

-- spec §3 "Promotion" and §4 "Promotion flag": the site is in promotion only when
-- site_in_promotion = 1. Switch it off with: UPDATE promotions SET site_in_promotion = 0 WHERE id = 1
-- (the seed never overwrites this column once the row exists).
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) > 0),
  page_promo_label TEXT NOT NULL,
  nav_promo_label TEXT NOT NULL,
  site_in_promotion INTEGER NOT NULL DEFAULT 0
);
