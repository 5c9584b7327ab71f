-- spec §7 GET /api/partners and §2 /parceiros/{brand}: partner (influencer) shops and their
-- selections of wines. `name` is the lower-case URL key.
CREATE TABLE partners (
  name TEXT PRIMARY KEY CHECK (length(name) > 0 AND name NOT GLOB '*[^a-z0-9.-]*'),
  brand TEXT NOT NULL CHECK (length(brand) > 0),
  description TEXT NOT NULL DEFAULT '',
  banner_url TEXT NOT NULL DEFAULT '',
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE partner_wines (
  partner_name TEXT NOT NULL REFERENCES partners (name) ON DELETE CASCADE,
  wine_id INTEGER NOT NULL REFERENCES wines (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (partner_name, wine_id)
) WITHOUT ROWID;
