-- spec §7 "Storefront GraphQL": checkouts (carts), their products and metadata, coupons, shipping
-- quotes and the orders the hosted-checkout stand-in creates. Products point at
-- wines.variant_id (the storefront productVariantId) without a foreign key: `wines` belongs to
-- the catalogue (migration 0002) and a wine leaving it must not break old carts or orders.

-- Percentage or fixed-value coupons (codes upper-case). first_purchase_only is the spec's
-- haveFirstDiscount: only for a customer without orders.
CREATE TABLE coupons (
  code TEXT PRIMARY KEY CHECK (code = upper(code) AND length(code) > 0),
  kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed')),
  -- percent (0–100] or reais
  value REAL NOT NULL CHECK (value > 0 AND (kind = 'fixed' OR value <= 100)),
  -- products subtotal needed, in reais
  minimum_subtotal REAL NOT NULL DEFAULT 0 CHECK (minimum_subtotal >= 0),
  first_purchase_only INTEGER NOT NULL DEFAULT 0 CHECK (first_purchase_only IN (0, 1)),
  public INTEGER NOT NULL DEFAULT 1 CHECK (public IN (0, 1)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  starts_at TEXT,
  expires_at TEXT,
  description TEXT NOT NULL DEFAULT ''
);

CREATE TABLE checkouts (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  customer_id INTEGER REFERENCES customers (id),
  coupon_code TEXT,
  -- the selected shipping quote; its value is recomputed from the cart on every read, so a cart
  -- that drops below the free-shipping threshold pays for delivery again
  shipping_quote_id TEXT,
  shipping_service TEXT,
  shipping_cep TEXT,
  completed INTEGER NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX checkouts_customer ON checkouts (customer_id);

CREATE TABLE checkout_products (
  checkout_id TEXT NOT NULL REFERENCES checkouts (id) ON DELETE CASCADE,
  product_variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- CheckoutProductItemInput.metadata, as a JSON array of {key, value}
  metadata TEXT NOT NULL DEFAULT '[]',
  added_at TEXT NOT NULL,
  PRIMARY KEY (checkout_id, product_variant_id)
);

-- spec §3 metaDataCheckout (key = sku, value).
CREATE TABLE checkout_metadata (
  checkout_id TEXT NOT NULL REFERENCES checkouts (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (checkout_id, key)
);

-- Quotes handed out by shippingQuotes, so checkoutSelectShippingQuote can find them by id.
CREATE TABLE shipping_quotes (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  checkout_id TEXT REFERENCES checkouts (id) ON DELETE CASCADE,
  cep TEXT NOT NULL CHECK (length(cep) = 8),
  service TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX shipping_quotes_expiry ON shipping_quotes (expires_at);

-- Orders made by paying on the stand-in; their amounts are frozen at payment.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  checkout_id TEXT NOT NULL UNIQUE REFERENCES checkouts (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  status TEXT NOT NULL DEFAULT 'PAID',
  subtotal REAL NOT NULL,
  coupon_code TEXT,
  coupon_discount REAL NOT NULL DEFAULT 0,
  shipping_fee REAL NOT NULL DEFAULT 0,
  total REAL NOT NULL,
  shipping_name TEXT NOT NULL,
  shipping_type TEXT NOT NULL,
  shipping_deadline INTEGER NOT NULL,
  cep TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX orders_customer ON orders (customer_id, created_at);

CREATE TABLE order_products (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_variant_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  sku TEXT NOT NULL,
  image_url TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price REAL NOT NULL,
  list_price REAL NOT NULL,
  PRIMARY KEY (order_id, product_variant_id)
);

-- Paying takes the wines out of stock in the same transaction as the order: a line the stock
-- cannot cover aborts the whole payment (the message starts with the error code the stand-in
-- shows), so two shoppers can never buy the last bottle twice.
CREATE TRIGGER order_products_check_stock BEFORE INSERT ON order_products
WHEN coalesce((SELECT stock FROM wines WHERE variant_id = NEW.product_variant_id), 0) < NEW.quantity
BEGIN
  SELECT RAISE(ABORT, 'CKT106 insufficient stock');
END;

CREATE TRIGGER order_products_take_stock AFTER INSERT ON order_products
BEGIN
  UPDATE wines SET stock = stock - NEW.quantity WHERE variant_id = NEW.product_variant_id;
END;
