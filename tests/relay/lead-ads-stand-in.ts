import { createHmac } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { RELAY_SETTINGS } from "../test-sites.mjs";

// Meta's Graph API stood in for, in the shapes its reference gives (../shared/background/instant-forms.md): a lead by
// its ID (`/{leadgen_id}?fields=…`, IDs as strings, `field_data`, `custom_disclaimer_responses`), a form's name, the
// Page's forms (`/{page_id}/leadgen_forms`) and a form's leads filtered on `time_created` (`/{form_id}/leads`), each
// paged as Meta pages them; the errors as Meta shapes them (`{"error":{"message","type","code","error_subcode"}}`);
// every call checked for the system user's token in its header and the app secret's proof. It also takes the
// Conversions API's events (`POST /{dataset}/events`), which share META_GRAPH_URL, and records them.

export const { META_APP_SECRET, META_LEADS_TOKEN, META_PAGE_ID, META_LEADS_VERIFY_TOKEN, TIKTOK_APP_SECRET } = RELAY_SETTINGS;

/** A lead as the stand-in's Graph API holds it. */
export interface GraphLead {
  readonly id: string;
  readonly form_id: string;
  readonly created_time: string;
  readonly field_data: { name: string; values: string[] }[];
  readonly campaign_id?: string;
  readonly campaign_name?: string;
  readonly adset_id?: string;
  readonly ad_id?: string;
  readonly is_organic?: boolean;
  readonly platform?: string;
  readonly custom_disclaimer_responses?: { checkbox_key: string; is_checked: string }[];
}

/** Meta's time format (`2026-11-29T09:12:44+0000`). */
export const graphTime = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "+0000");

export interface GraphCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: string;
}

/** How the stand-in answers a read: as it holds it, throttled (Meta's code 4), or refused (a token revoked: 190). */
export type GraphMood = "answer" | "throttle" | "revoked" | "hang";

export async function graphStandIn() {
  const leads = new Map<string, GraphLead>();
  const forms = new Map<string, string>();
  const calls: GraphCall[] = [];
  const hanging: ServerResponse[] = [];
  let mood: GraphMood = "answer";
  let throttleLeft = 0;
  const proof = createHmac("sha256", META_APP_SECRET).update(META_LEADS_TOKEN).digest("hex");

  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const path = url.pathname.replace(/^\/graph\/v\d+\.\d+\//, "");
      calls.push({ method: req.method ?? "GET", path, query: url.searchParams, body });
      const send = (status: number, answer: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
      const error = (status: number, code: number, message: string, subcode?: number) =>
        send(status, { error: { message, type: "OAuthException", code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: "AbCdEf" } });
      if (req.method === "POST") return send(200, { events_received: 1, fbtrace_id: "AbCdEf" });
      if (req.headers.authorization !== `Bearer ${META_LEADS_TOKEN}`) return error(400, 190, "Invalid OAuth access token - Cannot parse access token");
      if (url.searchParams.get("appsecret_proof") !== proof) return error(400, 100, "Invalid appsecret_proof provided in the API argument");
      if (mood === "hang") return void hanging.push(res);
      if (mood === "revoked") return error(400, 190, "Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.", 460);
      if (mood === "throttle" || throttleLeft > 0) {
        throttleLeft = Math.max(0, throttleLeft - 1);
        return error(400, 4, "Application request limit reached");
      }
      const [id = "", edge] = path.split("/");
      if (edge === "leadgen_forms") {
        if (id !== META_PAGE_ID) return error(400, 100, "Unsupported get request.", 33);
        return send(200, { data: [...forms].map(([formId, name]) => ({ id: formId, name })), paging: { cursors: { before: "b", after: "a" } } });
      }
      if (edge === "leads") {
        const filter = JSON.parse(url.searchParams.get("filtering") ?? "[]") as { field: string; operator: string; value: number }[];
        const after = filter.find((rule) => rule.field === "time_created" && rule.operator === "GREATER_THAN")?.value ?? 0;
        const found = [...leads.values()].filter((lead) => lead.form_id === id && Date.parse(lead.created_time.replace("+0000", "Z")) / 1000 > after);
        // One lead a page, so the paging is followed.
        const index = Number(url.searchParams.get("after") ?? 0);
        const page = found.slice(index, index + 1);
        return send(200, { data: page, paging: { cursors: { before: String(index), after: String(index + 1) }, ...(index + 1 < found.length ? { next: `${url.origin}${url.pathname}?after=${index + 1}` } : {}) } });
      }
      if (forms.has(id) && url.searchParams.get("fields") === "name") return send(200, { id, name: forms.get(id) });
      const lead = leads.get(id);
      if (!lead) return error(400, 100, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 33);
      return send(200, lead);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** META_GRAPH_URL, as the settings give it. */
    graphUrl: `${url}/graph/v27.0`,
    calls,
    /** The Conversions API's events posted, each body as sent. */
    events: () => calls.filter((call) => call.method === "POST").map((call) => call.body),
    /** The reads of one lead. */
    readsOf: (id: string) => calls.filter((call) => call.method === "GET" && call.path === id),
    addForm: (id: string, name: string) => void forms.set(id, name),
    addLead: (lead: GraphLead) => void leads.set(lead.id, lead),
    setMood: (next: GraphMood) => {
      mood = next;
      if (next !== "hang") for (const res of hanging.splice(0)) res.destroy();
    },
    throttle: (count: number) => void (throttleLeft = count),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Meta's webhook delivery of `leadgen` changes, as Meta shapes it. */
export const leadgenDelivery = (changes: { leadgen_id: string; form_id: string; ad_id?: string; created_time: number }[]) =>
  JSON.stringify({
    object: "page",
    entry: [{ id: META_PAGE_ID, time: Math.floor(Date.now() / 1000), changes: changes.map((value) => ({ field: "leadgen", value: { page_id: META_PAGE_ID, adgroup_id: value.ad_id, ...value } })) }],
  });

/** Meta's signature of a delivery with the app secret. */
export const metaSignature = (body: string, secret = META_APP_SECRET) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
