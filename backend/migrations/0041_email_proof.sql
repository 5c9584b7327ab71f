-- Whether a customer's e-mail was ever proven (a Google sign-in, a password reset link followed).
-- A registration with a password proves nothing: when a Google sign-in (a proof) meets an account
-- never proven, the password its first registrant set stops working (no pre-account takeover).
ALTER TABLE customers ADD COLUMN email_verified_at TEXT;

-- Accounts made through Google proved their address when they were made.
UPDATE customers SET email_verified_at = created_at WHERE google_sub IS NOT NULL;
