-- spec §7 POST api/newsLetter: one row per e-mail address (stored lower-case, so a second
-- subscription of the same address is the same row).
CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY CHECK (length(email) > 0),
  name TEXT NOT NULL CHECK (length(name) > 0),
  token TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
