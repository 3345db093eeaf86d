// SLACK_ACTIONS_PATH: the Request URL of the agency's Slack app (docs/team.md), where a click of a chat message's Claim
// or Contacted button arrives. Checked as Slack signs it (`X-Slack-Signature: v0=<hex HMAC-SHA256 of
// "v0:<X-Slack-Request-Timestamp>:<raw body>">` keyed with the app's signing secret, compared in constant time; a
// timestamp more than five minutes from now, or a request seen before, refused with nothing changed), answered at once
// (Slack waits three seconds), and the message then updated through the click's `response_url`: who claimed it and
// when; a later claim is told, privately, who has it. On web standards, so the included server and the Worker answer alike.
import { json } from "../json-answer.mjs";
import { hmacHex, readLimited, secretMatches } from "../signed-requests.mjs";
import { actOnLead, CLAIM_ACTIONS, chatActionsOf, contactedStage, doneLine, whenOf } from "../claim-actions.mjs";
import { teamOf } from "../lead-owners.mjs";

/** A click's payload is a few kilobytes: the message it was on, with its blocks. */
const MAX_CLICK_BYTES = 64 * 1024;

/** How far a click's timestamp may be from now: Slack's own advice. */
export const SLACK_CLOCK_SKEW_S = 5 * 60;

/**
 * @typedef {object} SlackHost
 * @property {import("../lead-deliveries.mjs").RelaySettings} settings
 * @property {import("../lead-owners.mjs").OwnerStore} store
 * @property {(signature: string, until: number) => Promise<boolean>} firstSeen whether a request's signature is new (and
 *   notes it until then, milliseconds): a replay within the five minutes is refused
 * @property {(work: Promise<unknown>) => void} later runs the message's update after the answer (the Worker's waitUntil)
 * @property {(deliveries: import("../lead-deliveries.mjs").Delivery[]) => Promise<void>} deliver a first answer's
 *   stage, to the host's outbox or queue
 * @property {typeof fetch} [fetchImpl]
 * @property {() => number} [now]
 * @property {(line: string) => void} [log]
 */

/**
 * Slack's `response_url`, and only at Slack's address (SLACK_RESPONSE_ORIGIN, for a stand-in): a payload is not
 * trusted to send the site's requests anywhere else.
 * @param {unknown} url
 * @param {string} origin
 */
const isSlackResponseUrl = (url, origin) => typeof url === "string" && URL.canParse(url) && new URL(url).origin === origin;

/**
 * The answer at SLACK_ACTIONS_PATH.
 * @param {Request} request
 * @param {SlackHost} host
 * @returns {Promise<Response>}
 */
export async function answerSlackAction(request, { settings, store, firstSeen, later, deliver, fetchImpl = fetch, now = Date.now, log = console.log }) {
  if (!settings.slack) return json(404, { success: false, message: "Not found." });
  if (request.method !== "POST") return json(405, { success: false, message: "Slack posts its clicks here." });
  const raw = await readLimited(request, MAX_CLICK_BYTES);
  if (!raw) return json(413, { success: false, message: "A click is smaller than that." });
  const body = new TextDecoder().decode(raw);
  const timestamp = request.headers.get("X-Slack-Request-Timestamp") ?? "";
  const signature = request.headers.get("X-Slack-Signature") ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now() / 1000 - Number(timestamp)) > SLACK_CLOCK_SKEW_S) return json(401, { success: false, message: "The click's timestamp is not within five minutes of now." });
  if (!(await secretMatches(signature, `v0=${await hmacHex(settings.slack.signingSecret, `v0:${timestamp}:${body}`)}`))) return json(401, { success: false, message: "The click is not signed with the Slack app's signing secret." });
  if (!(await firstSeen(signature, (Number(timestamp) + SLACK_CLOCK_SKEW_S) * 1000 + 60_000))) return json(401, { success: false, message: "This click was received before." });
  /** @type {any} */
  let payload;
  try {
    payload = JSON.parse(new URLSearchParams(body).get("payload") ?? "");
  } catch {
    return json(400, { success: false, message: "A click carries its payload as JSON." });
  }
  const action = payload?.actions?.[0];
  if (payload?.type !== "block_actions" || !action || !Object.hasOwn(CLAIM_ACTIONS, action.action_id) || typeof action.value !== "string") return new Response(null, { status: 200 });
  const reply = (/** @type {object} */ message) =>
    isSlackResponseUrl(payload.response_url, settings.slack?.responseOrigin ?? "")
      ? later(
          fetchImpl(payload.response_url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(message), signal: AbortSignal.timeout(10_000) })
            .then((response) => response.body?.cancel())
            .catch((error) => log(`Lead ${action.value}: the Slack message was not updated (${error instanceof Error ? error.message : String(error)})`)),
        )
      : log(`Lead ${action.value}: a click's response_url is not Slack's; not answered`);
  const privately = (/** @type {string} */ text) => reply({ response_type: "ephemeral", replace_original: false, text });
  const person = teamOf(settings).people.find((item) => item.slackId && item.slackId === payload.user?.id);
  if (!person) {
    privately(`Your Slack member ID (${String(payload.user?.id ?? "unknown")}) is not one of the team's: ask whoever edits the site to add it to your entry under Team, then press again. Nothing was changed.`);
    return new Response(null, { status: 200 });
  }
  const record = await store.find(action.value);
  const owner = { name: person.name, email: person.email, pool: record?.owner.pool ?? "", at: "", slackId: person.slackId ?? "", ...(person.scheduler ? { scheduler: person.scheduler } : {}) };
  const result = await actOnLead(store, action.value, action.action_id, owner, "chat", now());
  if (result.outcome === "unknown") privately(`Lead ${action.value} is not kept by this site (it may have been forgotten on request). Nothing was changed.`);
  else if (result.outcome === "done before") {
    const { record: done } = result;
    privately(action.action_id === "claim" ? `${done.owner.name} claimed this lead on ${whenOf(done.claimedAt ?? "")}.` : `${done.contactedBy ?? done.owner.name} answered this lead on ${whenOf(done.contactedAt ?? "")}.`);
  } else {
    if (action.action_id === "contacted") await deliver([contactedStage(action.value)]);
    // The message as it was, with who did what under it, and only the buttons still to press.
    const text = `${String(payload.message?.text ?? `Lead ${action.value}`)}\n${doneLine(result.record, action.action_id)}`;
    const { blocks = [] } = result.record.contactedAt ? { blocks: [] } : await chatActionsOf(action.value, settings, now());
    const remaining = blocks.map((block) => ({ ...block, elements: /** @type {{ elements: { action_id: string }[] }} */ (block).elements.filter((element) => element.action_id !== "claim") }));
    reply({ replace_original: true, text, blocks: [{ type: "section", text: { type: "mrkdwn", text } }, ...remaining] });
  }
  return new Response(null, { status: 200 });
}
