// Each owned lead as the numbers' speed counts it (numbers/answer-speed.mjs): its waits for a claim and a first answer
// in its owner's working hours (a lead that arrived at night waited from the morning), from the record its host
// keeps. Pure.
import { workingTimeBetween } from "./working-hours.mjs";
import { teamOf } from "./lead-owners.mjs";

/**
 * @param {import("./lead-owners.mjs").OwnedLead[]} records
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @returns {import("../numbers/answer-speed.mjs").SpeedRow[]}
 */
export function speedRowsOf(records, settings) {
  const { people } = teamOf(settings);
  return records.map((record) => {
    const person = people.find((item) => item.name === record.owner.name);
    const from = Date.parse(record.arrivedAt);
    // Someone no longer of the team: their waits as the clock ran.
    const waited = (/** @type {string | undefined} */ at) => (at === undefined ? undefined : person ? workingTimeBetween({ ...person, away: false }, from, Date.parse(at)) : Math.max(0, Date.parse(at) - from));
    const claimMs = waited(record.claimedAt);
    const contactMs = waited(record.contactedAt);
    return {
      reference: record.reference,
      day: record.arrivedAt.slice(0, 10),
      person: record.owner.name,
      weight: person?.weight ?? 1,
      source: record.source,
      ...(record.outcome ? { outcome: record.outcome } : {}),
      ...(claimMs !== undefined ? { claimMs } : {}),
      ...(contactMs !== undefined ? { contactMs } : {}),
      passes: record.passedFrom?.length ?? 0,
    };
  });
}
