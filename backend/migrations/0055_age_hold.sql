-- A Pix paid for a customer whose age was confirmed by CPF only (level B) must come from that CPF
-- (docs/payments.md "Age and payment"): each attempt records the level and the CPF expected, so the
-- settlement can hold an order paid from another CPF as "AWAITING_AGE" (never shipped; refunded
-- after 48 h unless the customer confirms the age by document or wallet).
ALTER TABLE payments ADD COLUMN age_level TEXT CHECK (age_level IN ('A', 'B'));
ALTER TABLE payments ADD COLUMN payer_cpf TEXT;
