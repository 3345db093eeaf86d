// Netlify Function at /api/lead (LEAD_RELAY_PATH; Netlify reads `config` from this file as written, so the path is
// spelled here, and relay/site-forms/hosts.test.ts holds it to the constant): the copy of a lead the form service
// accepted, relayed by the function hosts' one handler (relay/site-forms/function-hosts.mjs). Netlify keeps nothing between
// requests, so each delivery is tried three times within seconds after the answer (docs/leads.md). The settings are
// the site's environment variables (docs/configuration.md).
import * as checks from "../../app/forms/inbox-check";
import { answerLeadCopy } from "../../relay/site-forms/function-hosts.mjs";
import { sendWithRetries } from "../../relay/send-with-retries.mjs";

/** What Netlify hands a function besides the request (its documented Context, the part used here). */
interface NetlifyContext {
  readonly ip?: string;
  /** Where the request's address is, as Netlify's edge locates it. */
  readonly geo?: { readonly city?: string; readonly country?: { readonly code?: string }; readonly subdivision?: { readonly code?: string; readonly name?: string }; readonly postalCode?: string };
  waitUntil?(work: Promise<unknown>): void;
}

export default (request: Request, context: NetlifyContext): Promise<Response> =>
  answerLeadCopy(request, {
    checks,
    env: process.env,
    ...(context.ip ? { clientIp: context.ip } : {}),
    ...(context.geo
      ? {
          place: {
            country: context.geo.country?.code,
            city: context.geo.city,
            region: context.geo.subdivision?.name,
            regionCode: context.geo.subdivision?.code,
            postalCode: context.geo.postalCode,
          },
        }
      : {}),
    // Sent after the answer where Netlify gives the time; the answer waits for them where it does not.
    keep: async (deliveries, settings) => {
      const work = sendWithRetries(deliveries, settings);
      if (context.waitUntil) context.waitUntil(work);
      else await work;
    },
  });

// Netlify's own per-address limit, as the included server has one (INBOX_RATE_LIMIT, 5 a minute by default).
export const config = { path: "/api/lead", rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] } };
