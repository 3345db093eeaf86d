// Plain JavaScript: the privacy page says it, and the hosts' numbers (numbers/) keep to it.

/**
 * How many days the site's numbers (totals per day, and each lead's reference with the page and campaign it came
 * from) are kept: thirteen months, so a month compares with the same month a year before, and no longer.
 */
export const NUMBERS_KEPT_FOR_DAYS = 395;
