-- The owner's settings (docs/decisions.md "Pix price"): one row, id 1, that the back office
-- (ARCHITECTURE "Production shape") will edit. pix_discount_percent is taken off the products (after any coupon, never off
-- shipping) when the shopper pays with Pix; 0 turns the discount off. The bound is
-- MAX_PIX_DISCOUNT_PERCENT in src/contracts/pix.ts.
CREATE TABLE shop_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  pix_discount_percent REAL NOT NULL CHECK (pix_discount_percent >= 0 AND pix_discount_percent <= 50)
);

-- The demo default.
INSERT INTO shop_settings (id, pix_discount_percent) VALUES (1, 5);

-- The payment method the shopper chose (checkoutSelectPaymentMethod or the stand-in's form);
-- NULL until one is chosen, which prices the checkout as a card payment (no Pix discount).
-- payment_selection_id is the hosted SelectedPaymentMethod.id (a new one per choice).
ALTER TABLE checkouts ADD COLUMN payment_method TEXT CHECK (payment_method IN ('pix', 'credit-card'));
ALTER TABLE checkouts ADD COLUMN payment_selection_id TEXT CHECK (length(payment_selection_id) = 36);

-- What the order was paid with and the Pix discount it got (reais, and the percent then in force),
-- frozen at payment like its other amounts. Orders paid before this migration have no method.
ALTER TABLE orders ADD COLUMN payment_method TEXT CHECK (payment_method IN ('pix', 'credit-card'));
ALTER TABLE orders ADD COLUMN pix_discount REAL NOT NULL DEFAULT 0 CHECK (pix_discount >= 0);
ALTER TABLE orders ADD COLUMN pix_discount_percent REAL NOT NULL DEFAULT 0 CHECK (pix_discount_percent >= 0);
