-- Mail kept instead of sent while MAIL_DELIVERY is "outbox" (local runs and tests): readable at
-- the storefront's /dev/mail, newest first. Production sends through the e-mail binding and
-- writes nothing here.
CREATE TABLE dev_mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- The raw recovery tokens the old outbox kept are useless now (nothing sent them) and must not stay.
UPDATE password_recovery_outbox SET reset_token = NULL;
