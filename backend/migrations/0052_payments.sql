-- Payments through a provider (docs/payments.md). An order is born "AWAITING_PAYMENT" when the
-- shopper starts paying (its amounts and wines frozen then) and becomes "PAID" only when the
-- provider's API, read back after a signed notification, says so for its exact amount; the wines
-- leave stock at that moment, in the same batch (backend/src/payments/settle-payment.ts), so the
-- stock triggers of migration 0011, which took them at insert, go.
DROP TRIGGER IF EXISTS order_products_check_stock;
DROP TRIGGER IF EXISTS order_products_take_stock;

ALTER TABLE orders ADD COLUMN paid_at TEXT;
-- Why an order awaiting payment had a payment refunded ('out_of_stock', 'coupon_exhausted'), for the checkout page.
ALTER TABLE orders ADD COLUMN status_reason TEXT;

-- One row per attempt to pay an order: a Pix charge or a hosted checkout. Only the order's newest
-- attempt can pay it; an older one paid late is refunded.
CREATE TABLE payments (
  -- our reference, given to the provider (its external_reference) and its idempotency key
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  provider TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('pix', 'hosted')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled', 'superseded', 'refunded')),
  -- the provider's payment id (a Pix at creation; a hosted checkout's once paid) or checkout id
  provider_payment_id TEXT,
  provider_checkout_id TEXT,
  -- the provider's payment page for a hosted checkout
  redirect_url TEXT,
  pix_copy_paste TEXT,
  pix_qr_png TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX payments_order ON payments (order_id, created_at);
CREATE UNIQUE INDEX payments_provider_payment ON payments (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL;

-- Refunds asked of the provider. One automatic refund per provider payment (a payment that came
-- too late, for a wrong amount, for wines sold out or a coupon used up meanwhile): the unique key
-- makes parallel notifications ask once.
CREATE TABLE refunds (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  order_id INTEGER REFERENCES orders (id),
  provider TEXT NOT NULL,
  provider_payment_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reason TEXT NOT NULL CHECK (reason IN ('out_of_stock', 'coupon_exhausted', 'amount_mismatch', 'superseded', 'owner', 'withdrawal', 'age_unconfirmed')),
  status TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'failed')),
  provider_refund_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE UNIQUE INDEX refunds_automatic ON refunds (provider, provider_payment_id) WHERE reason IN ('out_of_stock', 'coupon_exhausted', 'amount_mismatch', 'superseded');
CREATE INDEX refunds_order ON refunds (order_id);

-- Each provider notification applied, by the provider's delivery id: a replay changes nothing.
CREATE TABLE payment_notifications (
  provider TEXT NOT NULL,
  delivery_id TEXT NOT NULL,
  provider_payment_id TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider, delivery_id)
);

-- The local stand-in's own books (backend/src/payments/mercadopago/stand-in-api.ts): the payments
-- and checkouts it "created", as Mercado Pago would keep them. Never read by the shop itself.
CREATE TABLE payment_stand_in (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'preference')),
  idempotency_key TEXT UNIQUE,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
