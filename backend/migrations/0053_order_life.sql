-- An order's life after payment (docs/payments.md): the owner separates, ships (with the Correios
-- tracking code) and delivers it; the shopper may withdraw within 7 days of delivery (CDC art. 49),
-- which records a protocol number.
ALTER TABLE orders ADD COLUMN tracking_code TEXT;
ALTER TABLE orders ADD COLUMN shipped_at TEXT;
ALTER TABLE orders ADD COLUMN delivered_at TEXT;
ALTER TABLE orders ADD COLUMN withdrawn_at TEXT;
ALTER TABLE orders ADD COLUMN withdrawal_protocol TEXT;

CREATE UNIQUE INDEX orders_withdrawal_protocol ON orders (withdrawal_protocol) WHERE withdrawal_protocol IS NOT NULL;
