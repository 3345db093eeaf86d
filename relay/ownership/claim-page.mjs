// LEAD_CLAIM_PATH: the page a link of the team's chat opens (docs/team.md), for every chat, with or without an app. The
// link is signed for one lead and one action (claim, or mark contacted) and expires; `GET` only shows the page (a chat
// that previews links fetches it), and one press of the person's own name does it, by a plain form post: no script.
// A link altered, expired, for a lead not kept here, or already used gets a page that says so and changes nothing. On
// web standards, so the included server and the Worker answer alike.
import { readLimited } from "../signed-requests.mjs";
import { actOnLead, contactedStage, doneLine, readClaimLink, whenOf } from "../claim-actions.mjs";
import { teamOf } from "../lead-owners.mjs";
import site from "../../content/site.json" with { type: "json" };

/**
 * @typedef {object} ClaimPageHost
 * @property {import("../lead-deliveries.mjs").RelaySettings} settings
 * @property {import("../lead-owners.mjs").OwnerStore} store
 * @property {(deliveries: import("../lead-deliveries.mjs").Delivery[]) => Promise<void>} deliver the chat's message that
 *   the lead was claimed or answered, to the host's outbox or queue
 * @property {() => number} [now]
 */

/** The page's look, one block, allowed by its hash in the page's own policy. */
const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f5f2;color:#16161a}main{max-width:32rem;margin:0 auto;padding:2.5rem 1.25rem}p.site{font-size:.875rem;letter-spacing:.06em;text-transform:uppercase;color:#5b5b66;margin:0 0 1.5rem}h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}form{display:grid;gap:.75rem;margin-top:1.5rem}button{font:inherit;font-weight:600;min-height:3rem;padding:.75rem 1rem;border:2px solid #16161a;border-radius:.5rem;background:#16161a;color:#fff;text-align:left;cursor:pointer}button:focus-visible{outline:3px solid #2f5cff;outline-offset:3px}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}dt{color:#5b5b66}dd{margin:0}`;

/** @param {string} text */
const escaped = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

let styleHash = "";
/** The style's hash for the page's Content-Security-Policy (computed once). */
async function styleSource() {
  if (!styleHash) styleHash = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(STYLE)))));
  return `'sha256-${styleHash}'`;
}

/**
 * The page: a heading, what it says, and the form where there is something to do. Never indexed, never framed.
 * @param {number} status
 * @param {string} title
 * @param {string} body HTML, its texts escaped
 */
async function page(status, title, body) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escaped(title)} · ${escaped(site.name)}</title><style>${STYLE}</style></head><body><main><p class="site">${escaped(site.name)} · leads</p><h1>${escaped(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
      "Content-Security-Policy": `default-src 'none'; style-src ${await styleSource()}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

/** @param {string} text */
const paragraph = (text) => `<p>${escaped(text)}</p>`;

/** The lead's facts the page shows: its reference, what it is, its owner and, once done, the claim and contact. @param {import("../lead-owners.mjs").OwnedLead} record */
const facts = (record) =>
  `<dl><dt>Lead</dt><dd>${escaped(record.reference)}, ${escaped(record.kind)}</dd><dt>Owner</dt><dd>${escaped(record.owner.name)}</dd>${
    record.claimedAt ? `<dt>Claimed</dt><dd>${escaped(whenOf(record.claimedAt))}</dd>` : ""
  }${record.contactedAt ? `<dt>Answered</dt><dd>${escaped(`${record.contactedBy ?? record.owner.name}, ${whenOf(record.contactedAt)}`)}</dd>` : ""}</dl>`;

/**
 * Who may act on a lead: its pool's people who are not away, and its owner (the team may have changed since).
 * @param {import("../lead-deliveries.mjs").RelaySettings} settings
 * @param {import("../lead-owners.mjs").OwnedLead} record
 */
function peopleFor(settings, record) {
  const team = teamOf(settings);
  const pool = team.pools.find((item) => item.name === record.owner.pool);
  return team.people.filter((person) => person.name === record.owner.name || (!person.away && pool?.people.includes(person.name)));
}

/**
 * The answer at LEAD_CLAIM_PATH.
 * @param {Request} request
 * @param {ClaimPageHost} host
 * @returns {Promise<Response>}
 */
export async function answerClaimPage(request, { settings, store, deliver, now = Date.now }) {
  if (!settings.claims) return page(404, "Not found", paragraph("This site has no claim links."));
  if (request.method !== "GET" && request.method !== "POST") return page(405, "Not allowed", paragraph("Open the link from the team's chat."));
  const link = await readClaimLink(settings.claims, new URL(request.url).searchParams, now());
  if (!link.ok) {
    return link.why === "expired"
      ? page(410, "This link has expired", paragraph("A link in the chat works for 7 days. Find the lead by its reference in your inbox or your tool instead."))
      : page(403, "This link is not one the site made", paragraph("It may have been cut short or changed when it was copied. Open it again from the message in the team's chat; nothing was changed."));
  }
  const record = await store.find(link.reference);
  if (!record) return page(404, "No such lead here", paragraph(`Lead ${link.reference} is not kept by this site (it may have been forgotten on request). Nothing was changed.`));
  const verb = link.action === "claim" ? "claimed" : "answered";
  const doneAt = link.action === "claim" ? record.claimedAt : record.contactedAt;
  if (doneAt) return page(200, `Already ${verb}`, `${paragraph(`${link.action === "claim" ? record.owner.name : (record.contactedBy ?? record.owner.name)} ${verb} this lead on ${whenOf(doneAt)}. Nothing was changed.`)}${facts(record)}`);
  const people = peopleFor(settings, record);
  const question = link.action === "claim" ? "Claim this lead: who are you?" : "Mark this lead answered: who answered it?";
  const form = `<form method="post">${people.map((person) => `<button name="person" value="${escaped(person.name)}">${escaped(person.name)}</button>`).join("")}</form>`;
  if (request.method === "GET") return page(200, question, `${facts(record)}${form}`);
  const body = await readLimited(request, 4096);
  const name = new URLSearchParams(new TextDecoder().decode(body ?? new Uint8Array())).get("person") ?? "";
  const person = people.find((item) => item.name === name);
  if (!person) return page(400, "Pick your name", `${paragraph("The name sent is not one of the team's for this lead. Press your own name below.")}${form}`);
  const owner = { name: person.name, email: person.email, pool: record.owner.pool, at: "", ...(person.slackId ? { slackId: person.slackId } : {}), ...(person.scheduler ? { scheduler: person.scheduler } : {}) };
  const result = await actOnLead(store, link.reference, link.action, owner, "link", now());
  if (result.outcome === "unknown") return page(404, "No such lead here", paragraph(`Lead ${link.reference} is not kept by this site. Nothing was changed.`));
  if (result.outcome === "done before") return page(200, `Already ${verb}`, `${paragraph("Someone was quicker. Nothing was changed.")}${facts(result.record)}`);
  const told = { destination: /** @type {const} */ ("notify"), reference: link.reference, key: `${link.action}:${link.reference}`, body: JSON.stringify({ text: doneLine(result.record, link.action) }) };
  await deliver(link.action === "contacted" ? [told, contactedStage(link.reference)] : [told]);
  const title = link.action === "claim" ? `Claimed: it is yours, ${person.name}` : `Marked answered by ${person.name}`;
  return page(200, title, `${paragraph("The team's chat is told.")}${facts(result.record)}`);
}
