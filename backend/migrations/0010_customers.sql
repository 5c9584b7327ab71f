-- spec §7 "Storefront GraphQL": customers, their access tokens, password recoveries and login
-- attempts of the embedded commerce service. Times are ISO-8601 UTC text (Date#toISOString),
-- which sorts and compares correctly as text.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- stored lower-case; one account per e-mail
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) > 3),
  full_name TEXT NOT NULL CHECK (length(full_name) > 0),
  customer_type TEXT NOT NULL DEFAULT 'PERSON' CHECK (customer_type IN ('PERSON', 'COMPANY', 'INTERNATIONAL')),
  cpf TEXT UNIQUE CHECK (cpf IS NULL OR length(cpf) = 11),
  birth_date TEXT NOT NULL,
  gender TEXT CHECK (gender IS NULL OR gender IN ('MALE', 'FEMALE')),
  phone_area_code TEXT,
  phone_number TEXT,
  newsletter INTEGER NOT NULL DEFAULT 0 CHECK (newsletter IN (0, 1)),
  cep TEXT,
  address TEXT,
  address_number TEXT,
  address_complement TEXT,
  neighborhood TEXT,
  city TEXT,
  state TEXT,
  -- PBKDF2 (backend/src/commerce/passwords.ts); NULL for accounts made through Google
  password_hash TEXT,
  -- the Google account (`sub`) linked to this customer, if any
  google_sub TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One row per login. Tokens are kept as SHA-256 only. `kind` NEW is the short-lived token of a
-- Google sign-in without an account yet (customer_id NULL, the Google identity kept instead),
-- spent by customerCompletePartialRegistration.
CREATE TABLE customer_access_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  legacy_token_hash TEXT UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('AUTHENTICATED', 'NEW')),
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  google_sub TEXT,
  google_email TEXT,
  google_name TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  CHECK ((kind = 'AUTHENTICATED' AND customer_id IS NOT NULL) OR (kind = 'NEW' AND google_sub IS NOT NULL))
);

CREATE INDEX customer_access_tokens_customer ON customer_access_tokens (customer_id);
CREATE INDEX customer_access_tokens_expiry ON customer_access_tokens (expires_at);

-- customerPasswordRecovery: the reset is recorded with its expiry, and the e-mail to send waits
-- in this outbox (`reset_token` is the only copy of the raw token; a mailer sends the link, sets
-- `sent_at` and clears it). The answer is the same whether or not the e-mail exists.
CREATE TABLE password_recovery_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  reset_token TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  sent_at TEXT,
  used_at TEXT
);

CREATE INDEX password_recovery_outbox_pending ON password_recovery_outbox (sent_at, created_at);

-- Login and registration attempts, for the rate limits (per e-mail and per client IP).
CREATE TABLE auth_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  email TEXT,
  ip TEXT NOT NULL,
  failed INTEGER NOT NULL DEFAULT 0 CHECK (failed IN (0, 1)),
  created_at TEXT NOT NULL
);

CREATE INDEX auth_attempts_ip ON auth_attempts (ip, created_at);
CREATE INDEX auth_attempts_email ON auth_attempts (email, created_at);
