// Who owns a lead the moment it arrives (docs/team.md): the agency's team and its pools (content/team.json, read by
// the hosts only), a pool's people taking turns by their share, among those working now (else those who start work
// next), never one away. The turn is the host's one atomic count per pool (OwnerStore), so leads arriving together
// never take the same turn and a restart loses none. Pure but for the store it is given.
import team from "../content/team.json" with { type: "json" };
import { afterWorkingTime, isWorking, nextWorkStart } from "./working-hours.mjs";
import { judgementOf } from "./judged-lead.mjs";
import { kindOf } from "./relayed-lead.mjs";
import { sharesLeads } from "../app/content/team-values.mjs";

/** @typedef {import("../app/content/schema/team.ts").Team} Team @typedef {import("../app/content/schema/team.ts").TeamPerson} TeamPerson */

/**
 * The owner a lead was given, as every destination names them.
 * @typedef {object} LeadOwner
 * @property {string} name
 * @property {string} email
 * @property {string} pool the pool whose turn it was
 * @property {string} at ISO 8601: when they became its owner
 * @property {string} [slackId] how a Slack chat mentions them
 * @property {string} [scheduler] their own scheduler, the lead's booking link
 */

/**
 * A lead with an owner, as the host keeps it until it is answered and the numbers have counted it.
 * @typedef {object} OwnedLead
 * @property {string} reference
 * @property {string} kind what the lead is, as the chat names it ("client application")
 * @property {"site" | "meta" | "tiktok"} source the site's forms, or a platform's own
 * @property {"fit" | "review"} [outcome] how the agency's rules judged it, where they judge anything
 * @property {string} arrivedAt ISO 8601: when it reached the host (its waits count from here)
 * @property {LeadOwner} owner who owns it now
 * @property {string} [claimedAt] when someone claimed it (or first contacted it)
 * @property {string} [claimedHow] "chat", "link", or the stage that told it
 * @property {string} [contactedAt] when a person first answered it (a claim's Contacted, the agency's tool, a booking)
 * @property {string} [contactedBy]
 * @property {string} [contactedHow] "chat", "link", or the stage that told it
 * @property {string} [remindedAt] when its owner was reminded of it
 * @property {string[]} [passedFrom] who owned it before it passed on unclaimed, in order
 * @property {{ at: number, step: "remind" | "pass" }} [due] while unclaimed: when its owner is reminded, or it passes
 *   on (milliseconds; the pool's minutes counted in the owner's working hours)
 */

/**
 * The host's store of owners. `take` counts one turn of a pool, atomically, and answers its number (0 the first), so
 * two leads arriving at once take two turns; `keep` records a lead's owner; `claim` and `contacted` change a record
 * only where no claim, or no contact, was recorded before (atomically: two at once, one wins), answering the record
 * changed or null; a contact by nobody named (the agency's tool, a booking) is its owner's.
 * @typedef {object} OwnerStore
 * @property {(pool: string) => Promise<number>} take
 * @property {(record: OwnedLead) => Promise<void>} keep
 * @property {(reference: string) => Promise<OwnedLead | null>} find
 * @property {(reference: string, owner: LeadOwner, how: string) => Promise<OwnedLead | null>} claim
 * @property {(reference: string, by: string, at: string, how: string) => Promise<OwnedLead | null>} contacted
 * @property {(from: string, to: string) => Promise<OwnedLead[]>} list the leads that arrived from day `from` to `to`
 *   (YYYY-MM-DD, both included), for the numbers
 * @property {(reference: string, owner: LeadOwner, how: string) => Promise<OwnedLead | null>} hand the lead given to
 *   another owner whatever came before (the host of a booked call), claimed by them where no one had
 */

/** The team as the content holds it (checked by the build). */
const TEAM = /** @type {Team} */ (team);

/** A team that shares no leads: a host whose build has none. @type {Team} */
export const NO_TEAM = { people: [], pools: [], escalateTo: "" };

/** The team, or the one a host gives (the included server's, as its build had it). @param {import("./lead-deliveries.mjs").RelaySettings} settings */
export const teamOf = (settings) => settings.team ?? TEAM;

/**
 * The pool a judged lead goes to: its rule's, else the first; none for a lead turned away, or where the team shares none.
 * @param {Team} given
 * @param {import("./judged-lead.mjs").LeadJudgement | undefined} judgement
 */
export function poolOf(given, judgement) {
  if (!sharesLeads(given) || judgement?.outcome === "not-a-fit") return undefined;
  return given.pools.find((pool) => pool.name === judgement?.pool) ?? given.pools[0];
}

/**
 * A pool's turn `turn` at an instant: its people who work now (else those who start soonest, never one away), one
 * turn each by their share, spread as evenly as the shares allow (smooth weighted round robin: shares 3 and 1 take
 * A A B A, not A A A B). Any run of turns as long as the shares' sum gives each person exactly their share.
 * @param {Team} given
 * @param {Team["pools"][number]} pool
 * @param {number} turn
 * @param {number} now
 * @returns {TeamPerson | undefined}
 */
export function personOfTurn(given, pool, turn, now) {
  const people = given.people.filter((person) => pool.people.includes(person.name) && !person.away);
  const working = people.filter((person) => isWorking(person, now));
  let candidates = working;
  if (!candidates.length) {
    const starts = people.map((person) => nextWorkStart(person, now) ?? Infinity);
    const soonest = Math.min(...starts);
    candidates = soonest === Infinity ? [] : people.filter((_, index) => starts[index] === soonest);
  }
  if (!candidates.length) return undefined;
  const total = candidates.reduce((sum, person) => sum + person.weight, 0);
  let current = candidates.map(() => 0);
  let chosen = 0;
  for (let step = 0; step <= turn % total; step += 1) {
    current = current.map((value, index) => value + (candidates[index]?.weight ?? 0));
    chosen = current.indexOf(Math.max(...current));
    current = current.map((value, index) => (index === chosen ? value - total : value));
  }
  return candidates[chosen];
}

/**
 * The lead with its owner, the pool's next turn taken and the owner kept by the host's store; the owner kept before
 * for a lead that arrives again (a copy sent twice), without a turn; the lead as it was where it has none (turned
 * away, no team, nobody in the pool who ever works).
 * @param {import("./relayed-lead.mjs").RelayedLead} lead
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @param {OwnerStore} store
 * @param {number} now
 * @returns {Promise<import("./relayed-lead.mjs").RelayedLead>}
 */
export async function withOwner(lead, settings, store, now) {
  const given = teamOf(settings);
  const judgement = judgementOf(lead, settings.rules);
  const pool = poolOf(given, judgement);
  if (!pool || lead.owner) return lead;
  const kept = await store.find(lead.reference);
  if (kept) return { ...lead, owner: kept.owner };
  const person = personOfTurn(given, pool, await store.take(pool.name), now);
  if (!person) return lead;
  const owner = ownerOf(person, pool.name, now);
  const due = dueAfter(person, now, pool.minutes, "remind");
  const outcome = judgement?.outcome === "fit" || judgement?.outcome === "review" ? { outcome: judgement.outcome } : {};
  await store.keep({ reference: lead.reference, kind: kindOf(lead), source: lead.platformLead?.platform ?? "site", arrivedAt: owner.at, owner, ...outcome, ...(due ? { due } : {}) });
  return { ...lead, owner };
}

/**
 * When an unclaimed lead's next step falls due: so many of its owner's working minutes after `from`; none where they
 * never work (away: the lead waits for the agency's escalation person no more than for them).
 * @param {TeamPerson} person
 * @param {number} from
 * @param {number} minutes
 * @param {"remind" | "pass"} step
 */
export function dueAfter(person, from, minutes, step) {
  const at = afterWorkingTime(person, from, minutes * 60_000);
  return at === undefined ? undefined : { at, step };
}

/**
 * A person of the team as a lead's owner from this instant.
 * @param {TeamPerson} person
 * @param {string} pool
 * @param {number} now
 * @returns {LeadOwner}
 */
export const ownerOf = (person, pool, now) => ({
  name: person.name,
  email: person.email,
  pool,
  at: new Date(now).toISOString(),
  ...(person.slackId ? { slackId: person.slackId } : {}),
  ...(person.scheduler ? { scheduler: person.scheduler } : {}),
});

/** How the chat names an owner: a Slack mention where they have a member ID, else their name. @param {LeadOwner} owner */
export const mentionOf = (owner) => (owner.slackId ? `<@${owner.slackId}>` : owner.name);

/** What the agency's tool receives of the owner. @param {LeadOwner} owner */
export const ownerRecord = ({ name, email, pool, at }) => ({ name, email, pool, assigned_at: at });
