-- Shipping rates the owner edits in the back office ("Frete"; spec §9, DECISIONS "Free
-- shipping"), until now constants of backend/src/commerce/shipping-rates.ts, inserted here as they
-- were so no quote changes. One row per range of CEP prefixes (the CEP's first two digits); a
-- region made of two ranges has two rows with the same name. Every prefix 01–99 should belong to
-- exactly one row: the admin API refuses gaps and overlaps.
CREATE TABLE shipping_ranges (
  id INTEGER PRIMARY KEY,
  region TEXT NOT NULL CHECK (length(region) BETWEEN 1 AND 60),
  cep_from INTEGER NOT NULL CHECK (cep_from BETWEEN 1 AND 99),
  cep_to INTEGER NOT NULL CHECK (cep_to BETWEEN cep_from AND 99),
  standard_price REAL NOT NULL CHECK (standard_price >= 0 AND standard_price <= 10000),
  standard_days INTEGER NOT NULL CHECK (standard_days BETWEEN 1 AND 60),
  express_price REAL NOT NULL CHECK (express_price >= 0 AND express_price <= 10000),
  express_days INTEGER NOT NULL CHECK (express_days BETWEEN 1 AND 60),
  free_shipping INTEGER NOT NULL CHECK (free_shipping IN (0, 1))
);

INSERT INTO shipping_ranges (id, region, cep_from, cep_to, standard_price, standard_days, express_price, express_days, free_shipping) VALUES
  (1, 'Grande São Paulo', 1, 9, 12.9, 2, 22.9, 1, 1),
  (2, 'Interior de São Paulo', 10, 19, 15.9, 3, 27.9, 2, 1),
  (3, 'Rio de Janeiro e Espírito Santo', 20, 29, 18.9, 4, 32.9, 2, 1),
  (4, 'Minas Gerais', 30, 39, 19.9, 4, 34.9, 2, 1),
  (5, 'Nordeste', 40, 65, 34.9, 9, 59.9, 5, 0),
  (6, 'Norte', 66, 69, 44.9, 12, 74.9, 7, 0),
  (7, 'Norte', 77, 77, 44.9, 12, 74.9, 7, 0),
  (8, 'Centro-Oeste', 70, 76, 29.9, 7, 49.9, 4, 0),
  (9, 'Centro-Oeste', 78, 79, 29.9, 7, 49.9, 4, 0),
  (10, 'Sul', 80, 99, 22.9, 5, 39.9, 3, 1);

-- The free standard delivery's minimum (the products subtotal, before coupon and shipping) and
-- whether pickup at the shop ("Retirada", free, next business day) is offered.
ALTER TABLE shop_settings ADD COLUMN free_shipping_minimum REAL NOT NULL DEFAULT 100 CHECK (free_shipping_minimum >= 0 AND free_shipping_minimum <= 100000);
ALTER TABLE shop_settings ADD COLUMN pickup INTEGER NOT NULL DEFAULT 1 CHECK (pickup IN (0, 1));
