-- spec §7 GET api/messageBanner: the rotating messages of the header's top strip.
CREATE TABLE message_banners (
  id INTEGER PRIMARY KEY,
  text TEXT NOT NULL CHECK (length(text) > 0),
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

CREATE INDEX message_banners_active_position ON message_banners (active, position);
