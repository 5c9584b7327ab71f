-- LGPD erasure on request (back office "Clientes"): when the owner erases a customer's personal
-- data, the account row stays (orders point at it and keep what tax law needs: amounts, items,
-- dates, the delivery CEP), stripped of everything personal, and marked here.
ALTER TABLE customers ADD COLUMN erased_at TEXT;
