import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// Meta's Marketing API Insights and TikTok's Business API integrated report, stood in for in the shapes their
// documentation gives (docs/ad-spend.md): a campaign's spend per day, a few rows a page so that every pull follows
// pages (Meta by its `after` cursor, TikTok by `page`), errors as each platform writes them. The real ones are never
// called. Usable as a fetch (unit tests) or as a server on loopback (the hosts' tests).

/** A day's spend on a campaign, as a platform holds it; TikTok writes a day it has no figure for as "-". */
export interface PlatformRow {
  day: string;
  id: string;
  name: string;
  spend: string;
  currency: string;
  /** The campaign's status where it is not running as usual: a report leaves a deleted (or, at Meta, archived) one out unless asked. */
  status?: "PAUSED" | "DELETED" | "ARCHIVED";
}

/** The tokens the stand-in accepts, as the agency's settings would hold them. */
export const META_ADS_TOKEN = "EAAB-suite-meta-system-user-token-7f3a";
export const TIKTOK_ADS_TOKEN = "suite-tiktok-reporting-token-91c2e4";
export const META_AD_ACCOUNT_ID = "1234567890";
export const TIKTOK_ADVERTISER_ID = "7000000000000000001";

/** Rows per page: small, so that a pull of a few campaigns reads several pages. */
const PAGE_SIZE = 2;

export interface Received {
  readonly url: URL;
  readonly headers: Record<string, string>;
}

export function adPlatformsStandIn() {
  const state = {
    meta: [] as PlatformRow[],
    tiktok: [] as PlatformRow[],
    /** Meta's next answers: an error code (4: throttled) instead of the report. */
    metaFailures: [] as number[],
    /** TikTok's next answers: a non-zero code instead of the report. */
    tiktokFailures: [] as number[],
    /** Whether the server on loopback holds every request without an answer (a platform that is down). */
    silent: false,
    /** The longest window of days Meta reports at once: a longer one times out as a large account's does. */
    metaLongestWindow: Infinity,
    /** The app's secret, where the app has "Require App Secret" on: a call without its proof is refused. */
    metaAppSecret: "",
  };
  const received: Received[] = [];

  const inRange = (row: PlatformRow, from: string, to: string) => row.day >= from && row.day <= to;

  function meta(url: URL, headers: Record<string, string>) {
    if (headers.authorization !== `Bearer ${META_ADS_TOKEN}`) return { status: 400, body: { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190, fbtrace_id: "A1" } } };
    if (!url.pathname.endsWith(`/act_${META_AD_ACCOUNT_ID}/insights`)) return { status: 404, body: { error: { message: "Unknown path", code: 803 } } };
    if (state.metaAppSecret && url.searchParams.get("appsecret_proof") !== createHmac("sha256", state.metaAppSecret).update(META_ADS_TOKEN).digest("hex")) {
      return { status: 400, body: { error: { message: "API calls from the server require an appsecret_proof argument", type: "GraphMethodException", code: 100, fbtrace_id: "A5" } } };
    }
    const failure = state.metaFailures.shift();
    if (failure !== undefined) return { status: 400, body: { error: { message: "(#4) Application request limit reached", type: "OAuthException", is_transient: true, code: failure, error_subcode: 1504022, fbtrace_id: "A2" } } };
    const { since, until } = JSON.parse(url.searchParams.get("time_range") ?? "{}") as { since: string; until: string };
    if (url.searchParams.get("level") !== "campaign" || url.searchParams.get("time_increment") !== "1") return { status: 400, body: { error: { message: "Unexpected request", code: 100 } } };
    if ((Date.parse(until) - Date.parse(since)) / 86_400_000 + 1 > state.metaLongestWindow) {
      return {
        status: 400,
        body: { error: { message: "Invalid parameter", type: "OAuthException", code: 100, error_subcode: 1504018, is_transient: false, error_user_title: "Your request timed out", error_user_msg: "Your request timed out. Try a smaller date range, fetch less data, or use async jobs", fbtrace_id: "A6" } },
      };
    }
    // Insights leaves deleted and archived campaigns out unless a filter on their status names them.
    const statusFilter = (JSON.parse(url.searchParams.get("filtering") ?? "[]") as { field: string; operator: string; value: string[] }[]).find((filter) => filter.field === "campaign.effective_status" && filter.operator === "IN");
    const listed = (row: PlatformRow) => (statusFilter ? statusFilter.value.includes(row.status ?? "ACTIVE") : row.status !== "DELETED" && row.status !== "ARCHIVED");
    const rows = state.meta.filter((row) => inRange(row, since, until) && listed(row));
    const offset = Number(Buffer.from(url.searchParams.get("after") ?? "", "base64url").toString() || 0);
    const page = rows.slice(offset, offset + PAGE_SIZE);
    const more = offset + PAGE_SIZE < rows.length;
    const after = Buffer.from(String(offset + PAGE_SIZE)).toString("base64url");
    return {
      status: 200,
      body: {
        data: page.map((row) => ({ campaign_id: row.id, campaign_name: row.name, spend: row.spend, account_currency: row.currency, date_start: row.day, date_stop: row.day })),
        paging: { cursors: { before: Buffer.from(String(offset)).toString("base64url"), after }, ...(more ? { next: `${url.origin}${url.pathname}?after=${after}` } : {}) },
      },
    };
  }

  function tiktok(url: URL, headers: Record<string, string>) {
    if (headers["access-token"] !== TIKTOK_ADS_TOKEN) return { status: 200, body: { code: 40105, message: "Access token is incorrect or has been revoked.", request_id: "r1", data: {} } };
    const failure = state.tiktokFailures.shift();
    if (failure !== undefined) return { status: 200, body: { code: failure, message: "Too many requests.", request_id: "r2", data: {} } };
    const params = url.searchParams;
    if (params.get("advertiser_id") !== TIKTOK_ADVERTISER_ID || params.get("data_level") !== "AUCTION_CAMPAIGN" || params.get("report_type") !== "BASIC") {
      return { status: 200, body: { code: 40002, message: "Invalid parameters.", request_id: "r3", data: {} } };
    }
    const from = params.get("start_date") ?? "";
    const to = params.get("end_date") ?? "";
    // The report leaves deleted campaigns out unless the filter on their status asks for every status.
    const statusFilter = (JSON.parse(params.get("filtering") ?? "[]") as { field_name: string; filter_type: string; filter_value: string }[]).find((filter) => filter.field_name === "campaign_status" && filter.filter_type === "IN");
    const everyStatus = statusFilter ? (JSON.parse(statusFilter.filter_value) as string[]).includes("STATUS_ALL") : false;
    const rows = state.tiktok.filter((row) => inRange(row, from, to) && (everyStatus || row.status !== "DELETED"));
    const page = Number(params.get("page") ?? 1);
    const totalPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
    return {
      status: 200,
      body: {
        code: 0,
        message: "OK",
        request_id: "r4",
        data: {
          list: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => ({
            dimensions: { campaign_id: row.id, stat_time_day: `${row.day} 00:00:00` },
            metrics: { spend: row.spend, campaign_name: row.name, currency: row.currency },
          })),
          page_info: { page, page_size: PAGE_SIZE, total_page: totalPage, total_number: rows.length },
        },
      },
    };
  }

  /** The answer to a request at `url`: Meta under /graph, TikTok under /tiktok. */
  function answer(url: URL, headers: Record<string, string>) {
    received.push({ url, headers });
    if (url.pathname.startsWith("/graph/")) return meta(url, headers);
    if (url.pathname.startsWith("/tiktok/")) return tiktok(url, headers);
    return { status: 404, body: {} };
  }

  /** The stand-in as a fetch, for a pull in the test's own process. */
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const { status, body } = answer(url, headers);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;

  /** The platforms' settings, their addresses at `origin`. */
  const settings = (origin: string) => ({
    META_ADS_TOKEN,
    META_AD_ACCOUNT_ID: `act_${META_AD_ACCOUNT_ID}`,
    META_GRAPH_URL: `${origin}/graph/v27.0`,
    TIKTOK_ADS_TOKEN,
    TIKTOK_ADVERTISER_ID,
    TIKTOK_REPORT_URL: `${origin}/tiktok/open_api/v1.3/report/integrated/get/`,
  });

  /** The stand-in on loopback, for a host that pulls by itself. */
  async function listen() {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      if (state.silent) {
        received.push({ url, headers });
        return;
      }
      const { status, body } = answer(url, headers);
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      origin,
      settings: settings(origin),
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  return { state, received, fetchImpl, settings, listen };
}
