const long = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A content date (YYYY-MM-DD) as a reader reads it, e.g. 25 November 2026: the same wherever the build runs. */
export const formatDate = (date: string) => long.format(new Date(`${date}T00:00:00Z`));
