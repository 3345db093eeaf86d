// Nobody waits unseen (docs/team.md): a lead unclaimed after its pool's minutes of its owner's working time is reminded
// to them in the chat; unclaimed after twice that, it passes to the next person of the pool, and the chat says so,
// mentioning the person the agency names for escalations. Outside working hours the clock waits (the due times are
// counted in the owner's hours, lead-owners.mjs). Each host sweeps the leads fallen due (the included server with its
// outbox, the Worker every minute over D1) and takes each step with its deliveries at once, or not at all
// (EscalationStore.step), so a restart, a deploy or a sweep run twice neither loses nor doubles one.
import { chatActionsOf, chatMessage } from "../claim-actions.mjs";
import { dueAfter, mentionOf, personOfTurn, teamOf } from "../lead-owners.mjs";

/** @typedef {import("../lead-owners.mjs").OwnedLead} OwnedLead @typedef {import("../lead-deliveries.mjs").Delivery} Delivery */

/**
 * @typedef {object} EscalationStore
 * @property {(now: number) => Promise<OwnedLead[]>} due the unclaimed leads whose next step has fallen due
 * @property {(pool: string) => Promise<number>} take a turn of the pool (OwnerStore's)
 * @property {(record: OwnedLead, changed: OwnedLead, deliveries: Delivery[]) => Promise<boolean>} step the record
 *   changed and its chat message sent, only where the record is still unclaimed and as read (else false, nothing done)
 */

/**
 * The chat's message of a step, with the lead's actions.
 * @param {import("../lead-deliveries.mjs").RelaySettings} settings
 * @param {string} reference
 * @param {string} key
 * @param {string} text
 * @param {number} now
 * @returns {Promise<Delivery>}
 */
async function message(settings, reference, key, text, now) {
  const actions = await chatActionsOf(reference, settings, now);
  return { destination: "notify", reference, key, body: chatMessage([text, ...actions.lines].join("\n"), actions.blocks) };
}

/**
 * The next step of one lead fallen due: its record as it becomes, and what the chat hears; none where its pool or owner
 * is no longer of the team (the clock stops).
 * @param {OwnedLead} record
 * @param {import("../lead-deliveries.mjs").RelaySettings} settings
 * @param {EscalationStore} store
 * @param {number} now
 * @returns {Promise<{ changed: OwnedLead, key: string, text?: string }>}
 */
async function nextStep(record, settings, store, now) {
  const team = teamOf(settings);
  const pool = team.pools.find((item) => item.name === record.owner.pool);
  const owner = team.people.find((person) => person.name === record.owner.name);
  const { due: _done, ...rest } = record;
  const round = record.passedFrom?.length ?? 0;
  if (!pool || !owner) return { changed: rest, key: `stopped:${record.reference}:${round}` };
  const what = `lead ${record.reference} (${record.kind})`;
  if (record.due?.step === "remind") {
    const due = dueAfter(owner, Date.parse(record.owner.at), 2 * pool.minutes, "pass");
    return {
      changed: { ...rest, remindedAt: new Date(now).toISOString(), ...(due ? { due } : {}) },
      key: `remind:${record.reference}:${round}`,
      text: `Reminder for ${mentionOf(record.owner)}: ${what} is still unclaimed after ${pool.minutes} working minutes.`,
    };
  }
  const passedFrom = [...(record.passedFrom ?? []), record.owner.name];
  const remaining = pool.people.filter((name) => !passedFrom.includes(name));
  const next = remaining.length ? personOfTurn(team, { ...pool, people: remaining }, await store.take(pool.name), now) : undefined;
  const escalation = team.people.find((person) => person.name === team.escalateTo?.trim());
  const told = escalation ? ` ${mentionOf({ name: escalation.name, email: escalation.email, pool: pool.name, at: "", ...(escalation.slackId ? { slackId: escalation.slackId } : {}) })}, for your information.` : "";
  const key = `pass:${record.reference}:${passedFrom.length}`;
  if (!next) return { changed: { ...rest, passedFrom }, key, text: `Still unclaimed: ${what}; everyone in pool "${pool.name}" has had it.${told}` };
  const nextOwner = { name: next.name, email: next.email, pool: pool.name, at: new Date(now).toISOString(), ...(next.slackId ? { slackId: next.slackId } : {}), ...(next.scheduler ? { scheduler: next.scheduler } : {}) };
  const due = dueAfter(next, now, pool.minutes, "remind");
  return {
    changed: { ...rest, owner: nextOwner, passedFrom, ...(due ? { due } : {}) },
    key,
    text: `Passed on to ${mentionOf(nextOwner)}: ${what}, unclaimed by ${record.owner.name} after ${2 * pool.minutes} working minutes.${told}`,
  };
}

/**
 * Every step fallen due, each taken once.
 * @param {{ settings: import("../lead-deliveries.mjs").RelaySettings, store: EscalationStore, now: number, log?: (line: string) => void }} host
 */
export async function escalateUnclaimed({ settings, store, now, log = console.log }) {
  for (const record of await store.due(now)) {
    try {
      const { changed, key, text } = await nextStep(record, settings, store, now);
      const deliveries = text && settings.notify ? [await message(settings, record.reference, key, text, now)] : [];
      if (await store.step(record, changed, deliveries)) log(`Lead ${record.reference}: ${key.slice(0, key.indexOf(":"))}${changed.owner.name !== record.owner.name ? ` to ${changed.owner.name}` : ""}`);
    } catch (error) {
      log(`Lead ${record.reference}: its unclaimed clock could not go on (${error instanceof Error ? error.message : String(error)}); tried again at the next sweep`);
    }
  }
}
