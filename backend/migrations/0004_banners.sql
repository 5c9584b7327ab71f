-- spec §3 "Popup banner" (GET /api/banner), the banner-left/right images (spec §2 "Other UI") and
-- the campaign texts shown on /politica/campanhas and the campaign landing page.

CREATE TABLE popup_banners (
  id INTEGER PRIMARY KEY,
  screen TEXT NOT NULL DEFAULT 'both' CHECK (screen IN ('mobile', 'desktop', 'both')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  url_media TEXT NOT NULL,
  url_action TEXT NOT NULL DEFAULT '',
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  weekly INTEGER NOT NULL DEFAULT 0 CHECK (weekly IN (0, 1)),
  -- Comma-separated three-letter day names ("Mon,Fri" or "seg,sex"); empty for none.
  daily TEXT NOT NULL DEFAULT '',
  -- ISO-8601 with offset.
  expires_time TEXT NOT NULL,
  first_access INTEGER NOT NULL DEFAULT 0 CHECK (first_access IN (0, 1)),
  -- JSON: {"desktop":{"top":<px>}}.
  position TEXT NOT NULL DEFAULT '{"desktop":{"top":0}}' CHECK (json_valid(position)),
  -- Backend order (DECISIONS "Popups": one at a time, in the backend's order).
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE page_banners (
  slot TEXT PRIMARY KEY CHECK (slot IN ('left', 'right')),
  url_media TEXT NOT NULL,
  url_action TEXT NOT NULL DEFAULT '',
  alt TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

CREATE TABLE campaigns (
  slug TEXT PRIMARY KEY CHECK (length(slug) > 0 AND slug NOT GLOB '*[^a-z0-9-]*'),
  title TEXT NOT NULL,
  -- Paragraphs separated by a blank line.
  body TEXT NOT NULL,
  -- The public coupon the campaign advertises (the commerce service honours it).
  coupon TEXT,
  partner_name TEXT,
  url_media TEXT NOT NULL DEFAULT '',
  url_action TEXT NOT NULL DEFAULT '',
  ends_at TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0
);
