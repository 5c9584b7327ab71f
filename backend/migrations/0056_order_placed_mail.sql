-- The buyer's "pedido recebido" mail (docs/payments.md "Mail") goes out once per order, however
-- many times the shopper starts paying it (a Pix that expired, another method): the first attempt
-- the provider accepts claims it here.
ALTER TABLE orders ADD COLUMN placed_mail_at TEXT;
