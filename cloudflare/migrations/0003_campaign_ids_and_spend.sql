-- The campaign's ID as the ad's address carries it (`utm_id`), part of each day's key, so that the ad spend joins a
-- campaign by its ID and not only by a name that can change: the totals' table made again with the ID in its key (a row
-- counted before keeps an empty ID), and each lead's ID beside its key.
CREATE TABLE counts_by_campaign_id (
  day TEXT NOT NULL,
  landing_page TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  campaign_id TEXT NOT NULL DEFAULT '',
  landings INTEGER NOT NULL DEFAULT 0,
  leads INTEGER NOT NULL DEFAULT 0,
  qualified INTEGER NOT NULL DEFAULT 0,
  booked INTEGER NOT NULL DEFAULT 0,
  clients INTEGER NOT NULL DEFAULT 0,
  revenue TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY (day, landing_page, source, campaign, campaign_id)
) WITHOUT ROWID;
INSERT INTO counts_by_campaign_id (day, landing_page, source, campaign, landings, leads, qualified, booked, clients, revenue)
  SELECT day, landing_page, source, campaign, landings, leads, qualified, booked, clients, revenue FROM counts;
DROP TABLE counts;
ALTER TABLE counts_by_campaign_id RENAME TO counts;
ALTER TABLE leads ADD COLUMN campaign_id TEXT NOT NULL DEFAULT '';

-- The ad spend (docs/ad-spend.md): a day's amount on one campaign of one platform, in the ad account's currency;
-- `campaign` is the campaign's ID, or `name:` and its name for a row uploaded without one.
CREATE TABLE spend (
  day TEXT NOT NULL,
  platform TEXT NOT NULL,
  campaign TEXT NOT NULL,
  campaign_id TEXT NOT NULL,
  campaign_name TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  PRIMARY KEY (day, platform, campaign)
) WITHOUT ROWID;

-- Each platform's last pull: when it was tried, when it last succeeded, the days it failed since, as a JSON object.
CREATE TABLE spend_pulls (
  platform TEXT PRIMARY KEY,
  state TEXT NOT NULL
) WITHOUT ROWID;
