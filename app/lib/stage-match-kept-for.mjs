// Plain JavaScript: the privacy page says it, and the relay (relay/lead-stages.mjs) keeps to it.

/**
 * How many days after a lead arrived what its later stages need is kept, for a visitor who ticked the box: as long as
 * the platforms attribute a conversion to the click that brought it (Meta keeps a click's `_fbc` for 90 days), and no
 * longer.
 */
export const STAGE_MATCH_KEPT_FOR_DAYS = 90;
