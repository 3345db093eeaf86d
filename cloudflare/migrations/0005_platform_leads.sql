-- The leads of the ad platforms' own forms (docs/instant-forms.md): each platform's lead once, whichever way it came
-- (a webhook, the same webhook again, the hourly catch-up): the one write that records it either makes its row or finds
-- it made, atomically, which the KV namespace could not promise. Kept as long as its stages may be reported.
CREATE TABLE platform_leads (
  lead_key TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  kept_until INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX platform_leads_by_reference ON platform_leads (reference);
-- The catch-up's state: when the last one began, the forms deliveries named, and whether Meta refuses the site access
-- (so the team's chat is told once).
CREATE TABLE instant_form_state (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
-- How long the platforms' leads waited, from the platform's form to the team's chat: per day and source, the leads, the
-- sum of their waits and the longest (milliseconds), dropped with the other numbers' days.
CREATE TABLE lead_waits (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  leads INTEGER NOT NULL,
  total_ms INTEGER NOT NULL,
  longest_ms INTEGER NOT NULL,
  PRIMARY KEY (day, source)
) WITHOUT ROWID;
