// Cloudflare Pages Function at /api/lead (Pages maps functions/api/lead.ts to that path; LEAD_RELAY_PATH): the copy
// of a lead the form service accepted, relayed by the hosts' one handler (server/lead-function.mjs). The settings are
// the Pages project's environment variables and secrets (docs/configuration.md).
import * as checks from "../../app/forms/inbox-check";
import { answerLeadCopy } from "../../server/lead-function.mjs";

/** What Pages hands a function (its documented EventContext, the part used here). */
interface PagesContext {
  readonly request: Request;
  readonly env: Record<string, string | undefined>;
  waitUntil(work: Promise<unknown>): void;
}

export const onRequest = (context: PagesContext): Promise<Response> =>
  answerLeadCopy(context.request, {
    checks,
    env: context.env,
    clientIp: context.request.headers.get("CF-Connecting-IP") ?? undefined,
    waitUntil: (work) => context.waitUntil(work),
  });
