-- The order mails (docs/payments.md): the owner is told of each wine an order brings down to this
-- many bottles or fewer ("Configurações"), and of every mail that failed for good after the
-- queue's retries (the dead-letter queue's consumer keeps them here for "Operação").
ALTER TABLE shop_settings ADD COLUMN low_stock_threshold INTEGER NOT NULL DEFAULT 3 CHECK (low_stock_threshold >= 0 AND low_stock_threshold <= 1000);

CREATE TABLE mail_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  failed_at TEXT NOT NULL
);

CREATE INDEX mail_failures_failed_at ON mail_failures (failed_at);
