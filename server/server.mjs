import { createServer } from "node:http";
import { realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { builtPage, loadInboxChecks, readBuildInfo } from "./build-info.mjs";
import { BOOKING_PATH, isLeadStagePath, LEAD_CLAIM_PATH, LEAD_RELAY_PATH, SLACK_ACTIONS_PATH, LEAD_STAGE_PATH, META_LEADS_PATH, NUMBERS_PAGE_PATH, SPEND_PATH, TIKTOK_LEADS_PATH } from "../app/lib/site-endpoints.mjs";
import { createInstantFormWebhooks } from "./instant-form-webhooks.mjs";
import { instantFormSettings } from "../relay/instant-forms/settings.mjs";
import { createBookingWebhooks } from "./booking-webhooks.mjs";
import { smtpSender } from "./mail-sender.mjs";
import { createInbox } from "./inbox.mjs";
import { createJsonLinesWriter } from "./json-lines.mjs";
import { createLeadCopies } from "./lead-copies.mjs";
import { createLeadStages } from "./stage-reports.mjs";
import { createLeadClaims } from "./claim-answers.mjs";
import { createOutbox } from "./lead-outbox.mjs";
import { relaysAnywhere, relaySettings } from "../relay/lead-relay-settings.mjs";
import { recordStage } from "../relay/stage-recording.mjs";
import { NO_TEAM } from "../relay/lead-owners.mjs";
import { sharesLeads } from "../app/content/team-values.mjs";
import { speedRowsOf } from "../relay/answer-speeds.mjs";
import { platformsHearStages } from "../relay/lead-stages.mjs";
import { isNumbersPath } from "../numbers/numbers-endpoint.mjs";
import { countWait } from "../numbers/numbers-store.mjs";
import { numbersSettings } from "../numbers/numbers-settings.mjs";
import { createSiteNumbers } from "./site-numbers.mjs";
import { editorHeaders, isEditorPath, securityHeaders } from "./security-headers.mjs";
import { createStaticSite, requestPath } from "./static-site.mjs";

/**
 * @typedef {object} SiteServerOptions
 * @property {string} [buildDir]
 * @property {string} [inboxFile]
 * @property {boolean} [hsts]
 * @property {import("./build-info.mjs").InboxChecks} [checks] the forms' schema check; required with the local inbox
 * @property {number} [rateLimit] inbox posts a minute per client address; 0 turns the limit off
 * @property {string} [trustProxy] proxies whose X-Forwarded-For is believed (proxy-addr's syntax: "loopback", "10.0.0.0/8"…); none by default
 * @property {import("../relay/lead-deliveries.mjs").RelaySettings} [relay] where each lead goes once stored (lead-relay-settings.mjs)
 * @property {string} [outboxFile] the relay's outbox; beside the inbox by default
 * @property {Partial<import("./lead-outbox.mjs").OutboxOptions>} [outboxOptions] the outbox's timings and fetch (tests)
 * @property {{ token: string, spend?: import("../numbers/spend-settings.mjs").SpendSettings }} [numbers] the numbers' settings (NUMBERS_TOKEN, and the
 *   ad spend's): without them nothing is counted or kept
 * @property {string} [numbersFile] where the numbers are kept; beside the inbox by default
 * @property {Partial<import("./site-numbers.mjs").SiteNumbersOptions>} [numbersOptions] their timings and clock (tests)
 * @property {import("../relay/instant-forms/settings.mjs").InstantFormSettings} [instant] the platforms' own forms'
 *   settings (relay/instant-forms/settings.mjs): without them their addresses do not exist
 * @property {{ fetchImpl?: typeof fetch, now?: () => number, catchUpEvery?: number, log?: (line: string) => void }} [instantOptions]
 *   their reads' fetch, clock and catch-up (tests)
 */

/** @typedef {ReturnType<typeof createOutbox>} Outbox */

/** @param {SiteServerOptions} options */
export function createSiteServer({
  buildDir = "build",
  inboxFile = "data/inbox.jsonl",
  hsts = false,
  checks,
  rateLimit = 5,
  trustProxy = "",
  relay: relayGiven = {},
  outboxFile = join(dirname(inboxFile), "outbox.jsonl"),
  outboxOptions = {},
  numbers: numbersOn,
  numbersFile = join(dirname(inboxFile), "numbers.json"),
  numbersOptions = {},
  instant,
  instantOptions = {},
} = {}) {
  const root = resolve(buildDir, "client");
  const info = readBuildInfo(buildDir);
  // Leads are judged with the rules the build's forms judge with (docs/qualification.md): none where it has none, even
  // should content/ have changed since.
  const rules = info.leadRules ?? [];
  // Its leads' owners likewise from the team the build was made with: none where it has none (docs/team.md).
  // The chat's claim links lead to the site's own address.
  const relay = {
    ...relayGiven,
    rules,
    team: /** @type {import("../relay/lead-owners.mjs").Team} */ (info.team ?? NO_TEAM),
    ...(relayGiven.claims ? { claims: { ...relayGiven.claims, origin: relayGiven.claims.origin || info.siteUrl } } : {}),
  };
  // The policy goes on pages only (see static-site.mjs); every response gets the rest.
  const { "Content-Security-Policy": csp, ...common } = securityHeaders({ csp: info.csp, hsts });
  const { "Content-Security-Policy": editorCsp, ...editorCommon } = editorHeaders({ csp: info.editorCsp, hsts });
  const headers = Object.entries(common);
  const editor = Object.entries(editorCommon);
  const site = createStaticSite(root, (path) => String(isEditorPath(path) ? editorCsp : csp), builtPage(info, "notFound").file);
  /** The page a browser without JavaScript gets when its form post is refused (prerendered from /form-error). */
  const formErrorPage = builtPage(info, "formError").file;
  // The inbox answers where the build's forms post, so the path is decided in one place (the build).
  if (info.localInbox && !checks) throw new Error("The local inbox needs the forms' submission checks (loadInboxChecks).");
  // The relay sends the leads this server stores, or, in a build for the form service, the copies the forms send it.
  // A lead's reply goes by SMTP, from the outbox like every delivery (a test gives its own sender).
  const sendMail = outboxOptions.sendMail ?? (relay.reply?.smtpUrl ? smtpSender(relay.reply.smtpUrl) : undefined);
  // The speed's numbers read the outbox's owned leads (made below), where the team shares leads.
  /** @type {import("../numbers/answer-speed.mjs").SpeedSource} */
  const speeds = async (from, to) => (outbox && sharesLeads(relay.team) ? speedRowsOf(await outbox.owners.list(from, to), relay) : []);
  const numbers = numbersOn ? createSiteNumbers({ ...numbersOptions, settings: numbersOn, file: resolve(numbersFile), relay, siteUrl: info.siteUrl, speeds }) : undefined;
  // A booking's stage that could not be recorded at once is recorded from the outbox, with the outbox's own matches.
  /** @type {import("../relay/lead-deliveries.mjs").StageRecorder} */
  const recordLaterStage = (report) =>
    recordStage(report, { settings: relay, ...(outbox && platformsHearStages(relay) ? { store: outbox.stages } : {}), ...(outbox ? { owners: outbox.owners } : {}), ...(numbers ? { numbers: numbers.store } : {}) });
  // The platforms' leads go through the outbox like every lead, and into the inbox file, which `npm run inbox` lists.
  const inboxWriter = (info.localInbox || instant) && checks ? createJsonLinesWriter(resolve(inboxFile)) : undefined;
  const instantForms =
    instant && inboxWriter
      ? createInstantFormWebhooks({ ...instantOptions, instant, settings: relay, outbox: () => /** @type {Outbox} */ (outbox), inboxLines: inboxWriter, ...(numbers ? { numbers: numbers.store } : {}) })
      : undefined;
  /** @type {Outbox | undefined} */
  const outbox =
    checks && (relaysAnywhere(relay) || relay.booking || instantForms)
      ? createOutbox({
          ...outboxOptions,
          ...(sendMail ? { sendMail } : {}),
          recordStage: recordLaterStage,
          ...(instantForms ? { readLead: instantForms.readLead } : {}),
          ...(numbers ? { delivered: (/** @type {import("../relay/lead-deliveries.mjs").Delivery} */ delivery, /** @type {number} */ at) => countWait(numbers.store, delivery, at) } : {}),
          file: resolve(outboxFile),
          settings: relay,
        })
      : undefined;
  const leadCopies = (outbox || numbers) && checks && !info.localInbox ? createLeadCopies({ checks, outbox, numbers: numbers?.store, rateLimit, trustProxy, rules }) : null;
  const inboxLines = info.localInbox ? inboxWriter : undefined;
  const inbox =
    inboxLines && checks
      ? createInbox({
          lines: inboxLines,
          confirmationPath: builtPage(info, "thanks").path,
          checks,
          sendPage: site.sendPage,
          formErrorPage,
          rateLimit,
          trustProxy,
          outbox,
          numbers: numbers?.store,
          rules,
        })
      : null;
  // The agency's tool reports a lead's stages, and asks for a lead to be forgotten, only where LEAD_STAGE_TOKEN is set.
  const leadStages =
    (outbox || numbers) && checks && relay.stages ? createLeadStages({ settings: relay, outbox, numbers: numbers?.store, checks, ...(inboxWriter ? { inboxLines: inboxWriter } : {}) }) : null;
  // The scheduler reports bookings only where BOOKING_WEBHOOK_SECRET is set.
  const bookingWebhooks = outbox && checks && relay.booking ? createBookingWebhooks({ settings: relay, outbox, numbers: numbers?.store, checks }) : null;
  // The chat's claim links and Slack buttons only where LEAD_CLAIM_SECRET or SLACK_SIGNING_SECRET is set (docs/team.md).
  const leadClaims = outbox && (relay.claims || relay.slack) ? createLeadClaims({ settings: relay, outbox, ...(outboxOptions.now ? { now: outboxOptions.now } : {}), ...(outboxOptions.fetchImpl ? { fetchImpl: outboxOptions.fetchImpl } : {}) }) : null;
  /**
   * The addresses that exist only with their setting, and what answers each (none: the setting is not set).
   * @type {Record<string, ((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>) | null | undefined>}
   */
  const settingAddresses = {
    [BOOKING_PATH]: bookingWebhooks,
    [META_LEADS_PATH]: instantForms?.meta,
    [TIKTOK_LEADS_PATH]: instantForms?.tiktok,
    [LEAD_CLAIM_PATH]: leadClaims?.page,
    [SLACK_ACTIONS_PATH]: leadClaims?.slack,
  };
  // Read at start, so a build without the page fails here and not on a visitor's post.
  if (inbox) site.requirePage(formErrorPage);

  // Slow clients are cut off instead of holding sockets open: whole headers within 10 s, the whole
  // request within 30 s, checked every second.
  const timeouts = { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 };
  const server = createServer(timeouts, async (req, res) => {
    const path = requestPath(req.url ?? "/");
    for (const [name, value] of isEditorPath(path) ? editor : headers) res.setHeader(name, value);
    if (inbox && path === info.formEndpoint) {
      await inbox(req, res);
      return;
    }
    if (leadCopies && path === LEAD_RELAY_PATH) {
      await leadCopies(req, res);
      return;
    }
    // The agency's tools', the platforms' and the team's addresses: without their setting (LEAD_STAGE_TOKEN,
    // BOOKING_WEBHOOK_SECRET, the platforms' lead settings, LEAD_CLAIM_SECRET or SLACK_SIGNING_SECRET) they do not
    // exist, whatever the method.
    if (isLeadStagePath(path) || Object.hasOwn(settingAddresses, path)) {
      const handle = isLeadStagePath(path) ? leadStages : settingAddresses[path];
      if (handle) {
        await handle(req, res);
        return;
      }
      res.writeHead(404, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ success: false, message: "Not found." }));
      return;
    }
    if (numbers && isNumbersPath(path)) {
      await numbers.answer(req, res);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }
    numbers?.watch(req, res, path);
    site.serve(req, res);
  });

  server.keepAliveTimeout = 5_000;
  server.on("close", () => {
    instantForms?.close();
    void outbox?.close();
    numbers?.close();
  });
  return { server, localInbox: Boolean(inbox), inboxFile: resolve(inboxFile), outbox, leadStagesOn: Boolean(leadStages), bookingsOn: Boolean(bookingWebhooks), numbers, instantForms };
}

/** Started as a program (`node server/server.mjs`), not imported: compared as real paths (spaces, symlinks). */
function startedAsProgram() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1]);
  } catch {
    return false;
  }
}

/**
 * A whole-number setting from the environment, or the default; anything else stops the server with its name.
 * @param {string} name
 * @param {number} fallback
 * @param {number} max
 */
function numberSetting(name, fallback, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > max) {
    console.error(`${name} must be a whole number from 0 to ${max}, got ${JSON.stringify(raw)}`);
    process.exit(1);
  }
  return value;
}

/**
 * Settings read from the environment, or the server stops naming the one that is wrong.
 * @template T
 * @param {(env: NodeJS.ProcessEnv) => T} read
 */
function fromEnvironment(read) {
  try {
    return read(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const relayFromEnvironment = () => fromEnvironment(relaySettings);

if (startedAsProgram()) {
  const port = numberSetting("PORT", 3000, 65535);
  const buildDir = process.env.BUILD_DIR ?? "build";
  const info = readBuildInfo(buildDir);
  const numbersOn = fromEnvironment(numbersSettings);
  const relay = relayFromEnvironment();
  const instant = fromEnvironment(instantFormSettings);
  if (relay.reply && !relay.reply.smtpUrl) {
    console.error("REPLY_FROM is set, so REPLY_SMTP_URL must be set too: the included server sends each lead's reply by SMTP (docs/booking.md)");
    process.exit(1);
  }
  const { server, localInbox, inboxFile, outbox, leadStagesOn, bookingsOn, numbers, instantForms } = createSiteServer({
    buildDir,
    inboxFile: process.env.INBOX_FILE ?? "data/inbox.jsonl",
    // Only behind TLS: browsers ignore HSTS over plain http, and it would pin localhost to https.
    hsts: process.env.HSTS === "1",
    checks: info.inboxCheck ? await loadInboxChecks(buildDir, info) : undefined,
    rateLimit: numberSetting("INBOX_RATE_LIMIT", 5, 1_000_000),
    trustProxy: process.env.INBOX_TRUST_PROXY ?? "",
    relay,
    ...(process.env.OUTBOX_FILE ? { outboxFile: process.env.OUTBOX_FILE } : {}),
    ...(numbersOn ? { numbers: numbersOn } : {}),
    ...(process.env.NUMBERS_FILE ? { numbersFile: process.env.NUMBERS_FILE } : {}),
    ...(instant ? { instant } : {}),
  });
  server.listen(port, process.env.HOST ?? "127.0.0.1", () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    if (localInbox) console.log(`Forms post to the local inbox: ${inboxFile}`);
    if (outbox) console.log(`Each lead is relayed (docs/leads.md)${localInbox ? "" : `, from the copies the forms send to ${LEAD_RELAY_PATH}`}: its deliveries wait in the outbox until sent`);
    if (numbers) console.log(`The site's numbers are counted (NUMBERS_TOKEN is set): http://localhost:${actualPort}${NUMBERS_PAGE_PATH}`);
    const spend = numbersOn?.spend;
    if (spend?.meta || spend?.tiktok) console.log(`The ad spend is pulled once a day from ${[spend.meta && "Meta", spend.tiktok && "TikTok"].filter(Boolean).join(" and ")} (docs/ad-spend.md)`);
    if (spend?.token) console.log(`The agency's own spend is posted to ${SPEND_PATH} (SPEND_TOKEN is set)`);
    if (bookingsOn) console.log(`The scheduler's webhook reports bookings at ${BOOKING_PATH} (BOOKING_WEBHOOK_SECRET is set)`);
    if (instantForms && instant?.meta) console.log(`Meta's Instant Form leads arrive at ${META_LEADS_PATH}, and are caught up every hour (docs/instant-forms.md)`);
    if (instantForms && instant?.tiktok) console.log(`TikTok's Instant Form leads arrive at ${TIKTOK_LEADS_PATH} (docs/instant-forms.md)`);
    if (outbox && relay.reply) console.log("Each lead receives a reply by e-mail at once (REPLY_SMTP_URL is set)");
    if (leadStagesOn) console.log(`The agency's tool reports a lead's stages at ${LEAD_STAGE_PATH} (LEAD_STAGE_TOKEN is set)`);
    if (!outbox && relaysAnywhere(relay)) console.warn("The LEAD_*/META_*/TIKTOK_* settings are ignored: this build relays no lead (build it with them set)");
    console.log(`Site ready at http://localhost:${actualPort}`);
  });
  const stop = (/** @type {string} */ signal) => {
    console.log(`${signal} received, closing`);
    numbers?.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
