import busboy from "busboy";
import proxyAddr from "proxy-addr";
import { createRateLimit } from "./rate-limit.mjs";
import { placeOf } from "./request-country.mjs";
import { countLead } from "../numbers/numbers-store.mjs";
import { confirmationOf, judgementOf, judgementRecord } from "../relay/judged-lead.mjs";

/** @typedef {ReturnType<typeof import("./json-lines.mjs").createJsonLinesWriter>} JsonLines */

/** Largest body the inbox reads, as the form service allows: a long message is a few KiB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * @typedef {{ status: number, body: { success: boolean, message: string, errors?: Record<string, string> }, redirect?: string }} InboxAnswer
 */

/**
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<{ ok: true, fields: Record<string, string> } | { ok: false, answer: InboxAnswer }>}
 */
function readMultipart(req) {
  const fail = (/** @type {number} */ status, /** @type {string} */ message) => ({
    ok: /** @type {const} */ (false),
    answer: { status, body: { success: false, message } },
  });
  return new Promise((resolve) => {
    /** @type {import("busboy").Busboy} */
    let parser;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fieldSize: MAX_BODY_BYTES, fieldNameSize: 100, fields: 50, files: 0, parts: 50 },
      });
    } catch {
      resolve(fail(400, "The form data could not be read (no multipart boundary)."));
      return;
    }
    /** @type {Record<string, string>} */
    const fields = Object.create(null);
    let received = 0;
    let settled = false;
    const settle = (/** @type {any} */ result) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };

    req.on("data", (/** @type {Buffer} */ chunk) => {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) {
        req.unpipe(parser);
        req.pause();
        settle(fail(413, "The form is larger than 1 MB."));
      }
    });
    req.on("error", () => settle(fail(400, "The upload was interrupted.")));
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) settle(fail(413, "A field is too long."));
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (_name, stream) => {
      stream.resume();
      settle(fail(400, "Files are not accepted."));
    });
    parser.on("fieldsLimit", () => settle(fail(413, "The form has too many fields.")));
    parser.on("partsLimit", () => settle(fail(413, "The form has too many parts.")));
    parser.on("filesLimit", () => settle(fail(400, "Files are not accepted.")));
    parser.on("error", () => settle(fail(400, "The form data is malformed.")));
    parser.on("close", () => settle({ ok: true, fields }));
    req.pipe(parser);
  });
}

/** Longest subject kept; the browser's is the form's title, the lead's name and the reference. */
const MAX_SUBJECT = 300;

/**
 * The page a post was sent from: the address the browser names (Referer) when it is a page of this site, which
 * the site's referrer policy lets through whole, query included; nothing for any other origin.
 * @param {import("node:http").IncomingMessage} req
 */
function sentFrom(req) {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).host === req.headers.host ? referer : undefined;
}

/**
 * A native form post (JavaScript off) asks for a page; the forms' own requests ask for JSON.
 * @param {import("node:http").IncomingMessage} req
 */
const wantsPage = (req) => /^text\/html/.test(String(req.headers.accept ?? ""));

/**
 * @typedef {object} InboxOptions
 * @property {JsonLines} lines the JSON-lines file leads are appended to
 * @property {string} confirmationPath where a native post goes once stored (/thanks)
 * @property {import("./build-info.mjs").InboxChecks} checks the forms' own checks, bundled by the build
 * @property {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, file: string, status: number) => void} sendPage
 *   answers with a built page (the form-error page, for a native post that fails)
 * @property {string} formErrorPage that page's file
 * @property {number} rateLimit posts a minute per client address; 0 turns the limit off
 * @property {string} trustProxy proxies whose X-Forwarded-For is believed (proxy-addr's syntax); none when empty
 * @property {ReturnType<typeof import("./lead-outbox.mjs").createOutbox>} [outbox] where each lead's deliveries go
 *   (the agency's tool, its chat, the ad platforms), when any is configured
 * @property {import("../numbers/numbers-store.mjs").NumbersStore} [numbers] the site's numbers, where they are on
 * @property {readonly import("../app/lib/lead-judgement.mjs").LeadRule[]} [rules] the agency's lead rules the build's
 *   forms judge with (build-info.json); the content's otherwise
 */

/**
 * The local inbox at the address the build's forms post to: the stand-in for the form service, with the same
 * requests and answers and the same checks as the browser (the forms' own schemas, bundled by the build). A post that
 * fails them is refused with 400 and the fields it names; nothing of it is stored. Every post answered 200 is stored:
 * one a bot made (its honeypot ticked) too, marked as spam, so nothing is ever dropped silently. A native post gets
 * pages: /thanks once stored, the form-error page when refused, limited or not stored.
 * @param {InboxOptions} options
 */
export function createInbox({ lines, confirmationPath, checks, sendPage, formErrorPage, rateLimit, trustProxy, outbox, numbers, rules }) {
  const receive = createReceiver({ append: lines.append, confirmationPath, checks, outbox, numbers, rules });
  const throttle = createRateLimit({ limit: rateLimit });
  const trusted = proxyAddr.compile(trustProxy ? trustProxy.split(",").map((entry) => entry.trim()) : []);

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return async function handle(req, res) {
    if (req.method !== "POST") {
      res.writeHead(405, { Allow: "POST", "Content-Type": "application/json" });
      res.end(JSON.stringify({ success: false, message: "Use POST." }));
      return;
    }
    const address = proxyAddr(req, trusted);
    const slot = throttle(address);
    if (!slot.allowed) {
      res.setHeader("Connection", "close");
      res.setHeader("Retry-After", String(slot.retryAfterSeconds));
      if (wantsPage(req)) {
        sendPage(req, res, formErrorPage, 429);
        return;
      }
      res.writeHead(429, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ success: false, message: `Too many forms from your address; try again in ${slot.retryAfterSeconds} s.` }));
      return;
    }
    try {
      const answer = await receive(req, address, placeOf(req, trusted));
      if (answer.status >= 400) res.setHeader("Connection", "close");
      if (answer.redirect && answer.status === 200) {
        res.writeHead(303, { Location: answer.redirect });
        res.end();
        return;
      }
      if (answer.status >= 400 && wantsPage(req)) {
        sendPage(req, res, formErrorPage, answer.status);
        return;
      }
      res.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(answer.body));
    } catch (error) {
      console.error("Inbox write failed:", error);
      res.setHeader("Connection", "close");
      if (wantsPage(req)) {
        sendPage(req, res, formErrorPage, 500);
        return;
      }
      res.writeHead(500, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ success: false, message: "The message could not be saved. Please try again." }));
    }
  };
}

/**
 * A post read, checked and stored: the answer the form service would give.
 * @param {Pick<InboxOptions, "confirmationPath" | "checks" | "outbox" | "numbers" | "rules"> & { append: JsonLines["append"] }} options
 */
function createReceiver({ append, confirmationPath, checks, outbox, numbers, rules }) {
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {string | undefined} address the client's, as the rate limit reads it
   * @param {import("../relay/lead-match.mjs").RequestPlace | undefined} place where it is, as a trusted proxy says
   * @returns {Promise<InboxAnswer>}
   */
  return async function receive(req, address, place) {
    const type = (req.headers["content-type"] ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data")) {
      return { status: 415, body: { success: false, message: "Send the form as multipart/form-data." } };
    }
    const declared = Number(req.headers["content-length"]);
    if (declared > MAX_BODY_BYTES) {
      return { status: 413, body: { success: false, message: "The form is larger than 1 MB." } };
    }
    const parsed = await readMultipart(req);
    if (!parsed.ok) return parsed.answer;

    const { fields } = parsed;
    const checked = checks.checkSubmission(fields);
    if (!checked.ok) {
      const names = Object.keys(checked.errors);
      return {
        status: 400,
        body: { success: false, message: `Please check these fields: ${names.join(", ")}.`, errors: checked.errors },
      };
    }
    const page = sentFrom(req);
    const attribution = checks.attributionOf(fields, page);
    const spam = Boolean(fields.botcheck && fields.botcheck !== "false");
    const reference = checks.leadReference(fields.reference);
    const lead = {
      reference,
      form: checked.form,
      receivedAt: new Date().toISOString(),
      fields: checked.values,
      attribution,
      consent: checks.consentOf(fields),
      ...(page ? { sentFrom: page } : {}),
      ...(address ? { clientIp: address } : {}),
      ...(req.headers["user-agent"] ? { userAgent: String(req.headers["user-agent"]) } : {}),
      ...(place ? { place } : {}),
    };
    // Judged by the agency's rules as every host judges (docs/qualification.md): kept with the lead, and where a form
    // sent without JavaScript ends.
    const judgement = judgementOf(lead, rules);
    // Its owner first (docs/team.md), so the inbox names them; a lead still stored and relayed without one should that fail.
    /** @type {import("../relay/relayed-lead.mjs").RelayedLead} */
    const owned = outbox && !spam ? await outbox.own(lead).catch((error) => (console.error(`Lead ${reference}: no owner given:`, String(error)), lead)) : lead;
    const record = {
      receivedAt: lead.receivedAt,
      form: checked.form,
      reference,
      // A ticked honeypot is a bot: it hears what it expects; the lead is kept, marked, for the record.
      ...(spam ? { spam: "honeypot" } : {}),
      conversionsConsent: lead.consent,
      ...(judgement ? { judgement: judgementRecord(judgement) } : {}),
      ...(owned.owner ? { owner: owned.owner.name } : {}),
      fields: {
        ...(fields.subject ? { subject: fields.subject.slice(0, MAX_SUBJECT) } : {}),
        ...checked.values,
        ...attribution,
      },
    };
    await append(record);
    // Stored: the visitor's answer no longer depends on anything else. The relay's own outbox is written before the
    // answer (a restart then still delivers), its sending never waited for; a bot's lead goes nowhere.
    if (outbox && !spam) {
      await outbox.enqueue(owned).catch((error) => console.error(`Lead ${record.reference}: its deliveries could not be stored:`, error));
    }
    if (numbers && !spam) await countLead(numbers, { reference: record.reference, attribution }, Date.now(), judgement).catch((error) => console.error(`Lead ${record.reference}: not counted in the numbers:`, String(error)));
    // The posted `redirect` only says "this came from a page without JavaScript": the answer is always
    // our own confirmation page, so the field can never send a visitor elsewhere.
    const redirect = fields.redirect ? confirmationOf(confirmationPath, judgement) : undefined;
    // The owner's own scheduler, for the form's success state to offer where it offers a call (docs/team.md).
    const scheduler = owned.owner?.scheduler;
    return { status: 200, body: { success: true, message: "Email sent successfully!", ...(scheduler ? { scheduler } : {}) }, redirect };
  };
}

/**
 * Removes every lead with this reference from the inbox (a visitor's erasure request), between the inbox's own
 * writes; a line that is not a lead stays, for `npm run inbox` to report. How many lines it removed.
 * @param {JsonLines} lines
 * @param {string} reference
 */
export async function forgetInInbox(lines, reference) {
  const referenceOf = (/** @type {string} */ line) => {
    try {
      return JSON.parse(line)?.reference;
    } catch {
      return undefined;
    }
  };
  const { before, after } = await lines.rewrite((all) => all.filter((line) => referenceOf(line) !== reference));
  return before - after;
}
