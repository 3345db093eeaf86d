-- Who of the agency's team owns each lead (relay/lead-owners.mjs, docs/team.md): each pool's turns, counted in one
-- statement per lead so that leads arriving together take one turn each, and each lead's owner as it was given.
CREATE TABLE pool_turns (
  pool TEXT PRIMARY KEY,
  turns INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE lead_owners (
  reference TEXT PRIMARY KEY,
  pool TEXT NOT NULL,
  owner TEXT NOT NULL,
  assigned_at TEXT NOT NULL,
  detail TEXT NOT NULL
) WITHOUT ROWID;
