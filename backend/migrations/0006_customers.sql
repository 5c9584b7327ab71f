-- spec §3 "Customer" own record and §7 GET/POST /api/customer: the storefront customer's saved
-- cart. cart_id is text: old data holds the literal "null" (spec §4 "Login"), kept as is.
-- Named customer_carts (not customers): the commerce service's accounts table is `customers`
-- (migration 0010); this is only the own backend's customer ↔ cart link.
CREATE TABLE customer_carts (
  customer_id INTEGER PRIMARY KEY CHECK (customer_id > 0),
  cart_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
