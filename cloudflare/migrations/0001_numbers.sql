-- The site's numbers on Cloudflare D1 (cloudflare/numbers-d1.ts; what they are: docs/numbers.md). Totals only: never
-- an address, a browser string, a referrer's path or an identifier; a lead's reference with the key it came from.

-- Each day's totals under each landing page, source and campaign; revenue as a JSON object of currency to amount.
CREATE TABLE counts (
  day TEXT NOT NULL,
  landing_page TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  landings INTEGER NOT NULL DEFAULT 0,
  leads INTEGER NOT NULL DEFAULT 0,
  qualified INTEGER NOT NULL DEFAULT 0,
  booked INTEGER NOT NULL DEFAULT 0,
  clients INTEGER NOT NULL DEFAULT 0,
  revenue TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY (day, landing_page, source, campaign)
) WITHOUT ROWID;

-- How many keys each day holds, so that a flood of made-up campaigns stops at the day's limit.
CREATE TABLE day_keys (
  day TEXT PRIMARY KEY,
  keys INTEGER NOT NULL
) WITHOUT ROWID;

-- Each lead's reference and key, so that its later stages count under the landings it came from; the stages counted,
-- comma-separated.
CREATE TABLE leads (
  reference TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  landing_page TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  stages TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;
