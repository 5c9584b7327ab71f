-- Which bottles an owner's refund gave back (backend/src/payments/order-refunds.ts): a bottle refunded
-- once cannot be refunded again. Written in the batch that claims the refund, beside an assertion
-- that no wine of the order is refunded more times than it was bought; a refund that failed counts
-- for nothing, as its money does. Refunds made before this table existed name no bottles: only
-- the money check (never more than was paid) bounds what follows them.
CREATE TABLE refund_lines (
  refund_id TEXT NOT NULL REFERENCES refunds (id),
  product_variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (refund_id, product_variant_id)
);
