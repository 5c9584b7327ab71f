-- Where a delivered order goes (docs/payments.md "Delivery address"): asked on the checkout page when
-- the delivery chosen is not a pickup, kept on the checkout (so the page shows it again) and frozen on
-- the order with its amounts. JSON of src/contracts/delivery-address.ts; NULL for a pickup, and for
-- orders placed before this column (they had none).
ALTER TABLE checkouts ADD COLUMN delivery_address TEXT;
ALTER TABLE orders ADD COLUMN delivery_address TEXT;
