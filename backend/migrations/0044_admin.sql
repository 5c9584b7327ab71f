-- The back office (ARCHITECTURE "Production shape"): the owners who may log in to it, and the
-- audit log of every change it makes (who, when, what before and after). Wines already carry
-- `active` (0002: hidden from every list, search and detail when 0, kept for past orders), which
-- the back office switches instead of deleting a wine.

-- Owners of the back office. Passwords as backend/src/commerce/passwords.ts stores them
-- (PBKDF2-SHA-256, per-user salt). E-mails in lower case, so one owner has one row.
CREATE TABLE admin_users (
  email TEXT PRIMARY KEY CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  password_hash TEXT NOT NULL CHECK (length(password_hash) > 0),
  created_at TEXT NOT NULL
);

-- One row per change, written in the same D1 batch as the change itself (nothing half-saved).
-- `at` is ISO 8601 UTC; `actor` the owner's e-mail; `entity`/`entity_id` the record changed
-- ('wine', '1023'); before_json/after_json the changed fields' values (NULL before a creation or
-- after a removal).
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (length(actor) > 0),
  action TEXT NOT NULL CHECK (length(action) > 0),
  entity TEXT NOT NULL CHECK (length(entity) > 0),
  entity_id TEXT NOT NULL,
  before_json TEXT CHECK (before_json IS NULL OR json_valid(before_json)),
  after_json TEXT CHECK (after_json IS NULL OR json_valid(after_json))
);

-- One record's history, newest first.
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, at);
-- The whole log, newest first.
CREATE INDEX audit_log_at ON audit_log (at);
