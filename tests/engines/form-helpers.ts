import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import type { EnginePage } from "./engine";
import { INBOX_FILE } from "../e2e/sites";

/** A contact message as a visitor fills it in, by field name. */
export const contact = { name: "Inès Duarte", email: "ines@brand.com", message: "Hello from every engine" };

/** An application as a visitor fills it in, by field name. */
export const application = {
  fullName: "Ana Souza",
  email: "ana@brand.com",
  age: "34",
  instagramId: "@ana.souza",
  phoneNumber: "+55 11 91234-5678",
  followers: "48000",
  goals: "Grow sales",
};

/** Where the form says how its sending went. */
export const status = "main form [role='status']";

export async function fill(page: EnginePage, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.fill(`main form [name="${name}"]`, value);
}

export type Answer = { status: number; body: unknown } | "network";

/**
 * Runs in the page: stands in for the form service behind `fetch`, the same way in every engine (WebDriver
 * classic cannot intercept requests). Records each post's fields and answers with the next queued answer. A request
 * to the site itself (a path: the copy for its relay, `/api/lead`) is counted and goes to the site, as sent.
 */
export function serveAnswers(answers: Answer[]) {
  const target = window as unknown as { posts: [string, string][][]; copies: number };
  target.posts = [];
  target.copies = 0;
  const site = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (typeof input === "string" && input.startsWith("/")) {
      target.copies += 1;
      return site(input, init);
    }
    target.posts.push([...(init!.body as FormData).entries()].map(([name, value]) => [name, String(value)]));
    const answer = answers.shift() ?? { status: 200, body: { success: true, message: "Email sent successfully!" } };
    if (answer === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
  };
}

/** How many requests the page sent the site itself while `serveAnswers` stood in: copies for its relay. */
export const copies = (page: EnginePage) => page.evaluate(() => (window as unknown as { copies: number }).copies);

/** The fields of every post `serveAnswers` answered, in order. */
export const posts = (page: EnginePage) => page.evaluate(() => (window as unknown as { posts: [string, string][][] }).posts);

/** The one lead of the local inbox (`npm start`) whose fields hold `marker`, once it is there. */
export async function inboxEntry(marker: string) {
  let found: { reference: string; form: string; fields: Record<string, string> } | undefined;
  await expect
    .poll(async () => {
      const lines = (await readFile(INBOX_FILE, "utf8").catch(() => "")).split("\n").filter((line) => line.includes(marker));
      found = lines.length === 1 ? JSON.parse(lines[0]!) : undefined;
      return lines.length;
    })
    .toBe(1);
  return found!;
}
