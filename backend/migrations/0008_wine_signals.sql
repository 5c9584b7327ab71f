-- Most-wanted wines (spec §7 GET api/mostWantedWine) come from what shoppers do: searches whose
-- first results include a wine, and wines sent to POST /api/productsCart (wines in carts).
-- One row per wine and day, so old interest fades out of the ranking.
CREATE TABLE wine_signals (
  wine_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  search_hits INTEGER NOT NULL DEFAULT 0,
  cart_adds INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (wine_id, day)
) WITHOUT ROWID;

CREATE INDEX wine_signals_day ON wine_signals (day);
