-- Favourite wines of logged-in customers (spec §2 /Favorite shows the route only; docs/decisions.md
-- "Accounts: favourites").
-- customer_id is the storefront customer (as in customer_carts); wine_id a wines.id (the
-- product id). No foreign key to wines: re-seeding the catalogue must not wipe favourites;
-- reads join the catalogue, so a wine that left it is simply not listed.
-- position grows with every addition of a customer (larger = more recent): timestamps of one
-- request tie, and clocks are no order.
CREATE TABLE customer_favorites (
  customer_id INTEGER NOT NULL CHECK (customer_id > 0),
  wine_id INTEGER NOT NULL CHECK (wine_id > 0),
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (customer_id, wine_id)
) WITHOUT ROWID;

CREATE INDEX customer_favorites_recent ON customer_favorites (customer_id, position DESC);
