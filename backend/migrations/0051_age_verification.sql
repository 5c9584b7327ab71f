-- Age verification (ECA Digital; docs/age-verification.md): one row per attempt, holding only what
-- the law asks us to show (who, how reliable, by which method, the result, the provider's reference,
-- when) and never a document, a birth date, a photo or a provider's payload. An attempt is claimed
-- as 'pending' before the provider is asked, so at most 5 a day per customer hold under concurrency.
CREATE TABLE age_verifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- the commerce service's customer id (the embedded one's, or a hosted service's)
  customer_id INTEGER NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('receita', 'carteira', 'provedor')),
  level TEXT NOT NULL CHECK (level IN ('A', 'B')),
  result TEXT NOT NULL CHECK (result IN ('pending', 'confirmed', 'not_confirmed', 'minor', 'unavailable', 'cancelled')),
  provider_reference TEXT,
  -- a keyed digest of the identity verified (CPF, name, birth date): a change ends the verification
  identity_digest TEXT,
  created_at TEXT NOT NULL,
  verified_at TEXT,
  invalidated_at TEXT,
  invalidated_reason TEXT CHECK (invalidated_reason IN ('identity_changed', 'password_recovery', 'erasure'))
);

CREATE INDEX age_verifications_customer ON age_verifications (customer_id, created_at);

-- A wallet request's nonce or a vendor session, waiting for its answer: single-use, short-lived.
CREATE TABLE age_verification_sessions (
  id TEXT PRIMARY KEY,
  attempt_id INTEGER NOT NULL REFERENCES age_verifications (id),
  customer_id INTEGER NOT NULL,
  -- the page's origin a wallet answer must be bound to; the vendor's return address
  origin TEXT NOT NULL,
  -- the digest of the identity the attempt is for (identity.ts): what a confirmation records
  identity_digest TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
