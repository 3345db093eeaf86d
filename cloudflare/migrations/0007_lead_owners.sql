-- Who of the agency's team owns each lead (relay/lead-owners.mjs, docs/team.md): each pool's turns, counted in one
-- statement per lead so that leads arriving together take one turn each; each lead's owner record, its claim and first
-- contact written only where none was (two at once: one wins), and when its unclaimed clock next falls due (the
-- minute's sweep, relay/ownership/escalation.mjs).
CREATE TABLE pool_turns (
  pool TEXT PRIMARY KEY,
  turns INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE lead_owners (
  reference TEXT PRIMARY KEY,
  arrived_at TEXT NOT NULL,
  claimed_at TEXT,
  contacted_at TEXT,
  due_at INTEGER,
  record TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX lead_owners_due ON lead_owners (due_at) WHERE due_at IS NOT NULL;

-- Each Slack button click's signature, kept until its timestamp would be refused anyway: a replay is refused.
CREATE TABLE slack_clicks (
  signature TEXT PRIMARY KEY,
  kept_until INTEGER NOT NULL
) WITHOUT ROWID;
