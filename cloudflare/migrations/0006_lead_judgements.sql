-- How the agency's lead rules judged each day's leads under each key (docs/qualification.md, docs/numbers.md), and the
-- leads judged not a fit per day and reason (the rule's reason, never anything the visitor typed).
ALTER TABLE counts ADD COLUMN fit INTEGER NOT NULL DEFAULT 0;
ALTER TABLE counts ADD COLUMN review INTEGER NOT NULL DEFAULT 0;
ALTER TABLE counts ADD COLUMN not_fit INTEGER NOT NULL DEFAULT 0;

CREATE TABLE not_fit_reasons (
  day TEXT NOT NULL,
  reason TEXT NOT NULL,
  leads INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, reason)
) WITHOUT ROWID;

-- The lines of the team's daily summary of the leads judged not a fit whose rule says so (relay/daily-summary.mjs):
-- kept until the summary of the next morning lists them.
CREATE TABLE chat_summary (
  reference TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  line TEXT NOT NULL
) WITHOUT ROWID;
