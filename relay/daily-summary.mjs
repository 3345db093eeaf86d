// The team's daily summary of the leads judged not a fit (docs/qualification.md): a rule may say the chat hears of its
// leads only there, one message each morning, rather than one message a lead. Each such lead's line is kept by its host
// (a "summary" delivery: the included server's outbox, the Worker's D1) until the summary, at 08:00 UTC, lists every
// line of the days before; no message on a morning without any. A host that keeps nothing (Netlify) tells the chat at
// once. Pure: the hosts keep and send.

/** When the summary goes: every day at 08:00 UTC, with the week's digest (numbers/numbers-digest.mjs). */
export const SUMMARY_HOUR_UTC = 8;

/**
 * A lead's line in the summary, and its chat message where no host keeps it: kept in a "summary" delivery's body.
 * @typedef {{ line: string, text: string }} SummaryLine
 */

/** Whether the summary is due: from 08:00 UTC. @param {number} now milliseconds */
export const summaryIsDue = (now) => new Date(now).getUTCHours() >= SUMMARY_HOUR_UTC;

/** The day a summary lists the lines before (today, UTC): a lead of today waits for tomorrow's. @param {number} now */
export const summaryDayOf = (now) => new Date(now).toISOString().slice(0, 10);

/**
 * The summary of the lines kept before `today`, as a chat message known by its day (so a host that sends it twice, or
 * after a restart, tells the chat once); none without a line.
 * @param {{ day: string, line: string }[]} lines
 * @param {string} today
 * @returns {import("./lead-deliveries.mjs").Delivery | null}
 */
export function summaryDelivery(lines, today) {
  const listed = lines.filter(({ day }) => day < today).sort((a, b) => a.day.localeCompare(b.day) || a.line.localeCompare(b.line));
  if (!listed.length) return null;
  const days = [...new Set(listed.map(({ day }) => day))];
  const when = days.length === 1 ? days[0] : `${days[0]} to ${days.at(-1)}`;
  const text = [`Not a fit, ${when}: ${listed.length} lead${listed.length === 1 ? "" : "s"} your rules turned away (each was told kindly and offered what the rule offers):`, ...listed.map(({ line }) => `• ${line}`)].join("\n");
  return { destination: "notify", reference: today, kind: "summary", key: `summary:${today}`, body: JSON.stringify({ text }) };
}
