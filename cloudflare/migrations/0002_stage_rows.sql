-- The row each of a lead's stages was counted in (its day and key), so that a booking whose call is cancelled is taken
-- back from the day it was counted: a JSON object of stage to [day, landing page, source, campaign].
ALTER TABLE leads ADD COLUMN stage_rows TEXT NOT NULL DEFAULT '{}';
