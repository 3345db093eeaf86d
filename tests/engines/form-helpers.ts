import type { EnginePage } from "./engine";

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
 * classic cannot intercept requests). Records each post's fields and answers with the next queued answer.
 */
export function serveAnswers(answers: Answer[]) {
  const target = window as unknown as { posts: [string, string][][] };
  target.posts = [];
  window.fetch = async (_input, init) => {
    target.posts.push([...(init!.body as FormData).entries()].map(([name, value]) => [name, String(value)]));
    const answer = answers.shift() ?? { status: 200, body: { success: true, message: "Email sent successfully!" } };
    if (answer === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
  };
}

/** The fields of every post `serveAnswers` answered, in order. */
export const posts = (page: EnginePage) => page.evaluate(() => (window as unknown as { posts: [string, string][][] }).posts);
