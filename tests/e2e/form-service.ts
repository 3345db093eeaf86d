import type { Page, Request, Route } from "@playwright/test";
import { FORM_SERVICE } from "./sites";

export interface CapturedPost {
  readonly contentType: string;
  readonly entries: [string, string][];
}

/** The lead reference a post carries, after checking it has the documented shape. */
export function referenceOf(post: CapturedPost): string {
  const reference = post.entries.find(([name]) => name === "reference")?.[1] ?? "";
  if (!/^[23456789A-HJ-NP-Z]{4}-[23456789A-HJ-NP-Z]{4}$/.test(reference)) throw new Error(`Unexpected reference ${JSON.stringify(reference)}`);
  return reference;
}

export type ServiceReply = (route: Route) => Promise<void>;

const cors = { "Access-Control-Allow-Origin": "*" };

export const reply = {
  json: (status: number, body: unknown, headers: Record<string, string> = {}): ServiceReply => (route) =>
    route.fulfill({ status, contentType: "application/json", headers: { ...cors, ...headers }, body: JSON.stringify(body) }),
  html: (status: number, body: string): ServiceReply => (route) =>
    route.fulfill({ status, contentType: "text/html", headers: cors, body }),
  networkError: (): ServiceReply => (route) => route.abort("internetdisconnected"),
  after: (ms: number, next: ServiceReply): ServiceReply => async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await next(route);
  },
};

export const success = reply.json(200, { success: true, message: "Email sent successfully!" });

async function parse(request: Request): Promise<CapturedPost> {
  const contentType = (await request.allHeaders())["content-type"] ?? "";
  const data = await new Response(new Uint8Array(request.postDataBuffer() ?? []), { headers: { "content-type": contentType } }).formData();
  return { contentType, entries: [...data.entries()].map(([name, value]) => [name, String(value)]) };
}

/** Stands in for the form service: records each post and answers with the next reply (success when none is left). */
export async function mockFormService(page: Page, replies: ServiceReply[] = []) {
  const posts: CapturedPost[] = [];
  await page.route(FORM_SERVICE, async (route) => {
    posts.push(await parse(route.request()));
    await (replies.shift() ?? success)(route);
  });
  return posts;
}
