-- Each stage reported for a consenting lead, once: a second write of the same lead's same stage does nothing, so a stage
-- reported twice at the same moment (two webhooks, or the agency's tool) reaches each ad platform once, which the KV
-- namespace of the matches, with no atomic write, could not promise. Kept until the lead's match expires.
CREATE TABLE stage_records (
  reference TEXT NOT NULL,
  stage TEXT NOT NULL,
  kept_until INTEGER NOT NULL,
  PRIMARY KEY (reference, stage)
) WITHOUT ROWID;
