import { expect, test } from "./fixtures";
import type { EnginePage } from "./engine";
import { contact, inboxEntry, posts, serveAnswers, status } from "./form-helpers";
import { holdScriptsOf, type ScriptFate } from "./held-scripts";
import { waitFor, waitForHeading, waitForText } from "./page-helpers";
import { hydratedTo } from "../hydration";
import { landingPageWith } from "../shipped-content";
import { pages } from "~/content/pages";
import { CONSENT_FIELD } from "~/forms/form-definition";
import { LEAD_REFERENCE_PATTERN } from "~/forms/lead-reference.mjs";
import { INBOX_SITE, RELAY_SITE } from "../e2e/sites";

// A form's code loads when the visitor reaches for it (decision 034): a page with a form loads no script file until
// then, and nothing the visitor does before the code has come is lost or doubled, whether it comes late or never.

const campaign = "?utm_source=instagram&utm_campaign=intent&fbclid=FBintent";

/** Runs in the page: the script files it has fetched (any engine keeps them in its resource timing). */
function scriptFiles() {
  return performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith(".js"));
}

/** Runs in the page: marks the element that has focus (a property, not an attribute: React hydrates the form). */
function markFocus() {
  (document.activeElement as Element & { probe?: boolean }).probe = true;
}

/** Runs in the page: whether the element that has focus is the one marked, in the same field. */
function focusKept(name: string) {
  const active = document.activeElement as (HTMLInputElement & { probe?: boolean }) | null;
  return active?.probe === true && active.name === name;
}

/** Runs in the page: fills fields as autofill or a password manager does, without focusing them. */
function autofill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = document.querySelector<HTMLInputElement>(`main form [name="${name}"]`)!;
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

const valueOf = (page: EnginePage, name: string) => page.evaluate((field) => document.querySelector<HTMLInputElement>(`main form [name="${field}"]`)!.value, name);

/** A page of a test site behind a door that does as told with the form's code. */
async function behindDoor(open: (options?: { baseURL?: string; width?: number; height?: number }) => Promise<EnginePage>, site: string, path: string, fate: ScriptFate) {
  const door = await holdScriptsOf(site, path, fate);
  const page = await open({ baseURL: door.origin, width: 360, height: 740 });
  await page.goto(path);
  await waitFor(page, "the page's inline script", hydratedTo, "shell");
  return { page, door };
}

test("a form's page loads no script file while the visitor reads, and loads the form's code at their first tap or focus", async ({ open }) => {
  const paths = [pages.contact.path, pages.applyClient.path, landingPageWith("contact").path];
  const opened = await Promise.all(paths.map(() => open({ baseURL: INBOX_SITE, width: 360, height: 740 })));
  await Promise.all(opened.map((page, index) => page.goto(paths[index]!)));
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  for (const [index, page] of opened.entries()) {
    expect(await page.evaluate(scriptFiles), paths[index]).toEqual([]);
    expect(await page.evaluate(hydratedTo, "complete"), paths[index]).toBe(false);
  }
  // A tap on a field, a tap on a label, and a key in the form (sent by script: the visitor's own keys follow a tap in
  // the other tests, and each kind of first reach is in app/lib/page-behaviours.test.ts).
  const [field, label, keyed] = opened as [EnginePage, EnginePage, EnginePage];
  await field.click('main form [name="name"]');
  await label.click("main form .field:first-child label");
  await keyed.evaluate(() => document.querySelector("main form")!.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true })));
  for (const [index, page] of opened.entries()) {
    await waitFor(page, `${paths[index]} to hydrate`, hydratedTo, "complete");
    expect((await page.evaluate(scriptFiles)).length, paths[index]).toBeGreaterThan(0);
  }
});

test("with the form's code late, what the visitor typed, tabbed to, ticked and autofilled stays, and their early send goes once", async ({ open }) => {
  const path = `${pages.contact.path}${campaign}`;
  const { page, door } = await behindDoor(open, RELAY_SITE, path, "gate");
  try {
    await page.evaluate(serveAnswers, []);
    await page.click('main form [name="name"]');
    await page.type("Zoë Brandt");
    await page.press("Tab");
    await page.type("zoe@brand.com");
    await page.evaluate(markFocus);
    await page.click(`main form [name="${CONSENT_FIELD}"]`);
    await page.evaluate(autofill, { message: "Autofilled before the code came" });
    await page.click(`main form [name="email"]`);
    expect(await page.evaluate(hydratedTo, "complete")).toBe(false);
    door.release();
    await waitFor(page, "the form's code", hydratedTo, "complete");
    expect(await page.evaluate(focusKept, "email")).toBe(true);
    expect(await valueOf(page, "name")).toBe("Zoë Brandt");
    expect(await valueOf(page, "email")).toBe("zoe@brand.com");
    expect(await page.evaluate((name) => document.querySelector<HTMLInputElement>(`main form [name="${name}"]`)!.checked, CONSENT_FIELD)).toBe(true);
    await page.click("main form button[type='submit']");
    await waitForText(page, status, "Form Submitted Successfully");
    const [sent, ...more] = await posts(page);
    expect(more).toEqual([]);
    expect(sent).toEqual(expect.arrayContaining([["name", "Zoë Brandt"], ["email", "zoe@brand.com"], ["message", "Autofilled before the code came"], [CONSENT_FIELD, "yes"], ["first_touch_utm_campaign", "intent"]]));
    expect(door.held()).toBeGreaterThan(0);
  } finally {
    await door.close();
  }
});

/** Runs in the page: the island's module and the rest of its graph, as the build named them on its container. */
function islandGraph() {
  const island = document.querySelector("[data-island-script]")!;
  return [island.getAttribute("data-island-script")!, ...(island.getAttribute("data-island-preload")?.split(" ") ?? [])];
}

test("with every script file answered 1.5 s late, the island's whole graph is asked for at once, and a send made meanwhile goes by the form", async ({ open }) => {
  const path = `${pages.contact.path}${campaign}`;
  const { page, door } = await behindDoor(open, RELAY_SITE, path, { lateMs: 1_500 });
  try {
    await page.evaluate(serveAnswers, []);
    await page.evaluate(autofill, contact);
    await page.click("main form button[type='submit']");
    expect(await page.evaluate(() => document.querySelector("[data-island]")!.getAttribute("aria-busy"))).toBe("true");
    await waitForText(page, status, "Form Submitted Successfully");
    expect(await page.evaluate(() => location.pathname)).toBe(pages.contact.path);
    expect(await page.evaluate(() => document.querySelector("main form .form-reference strong")?.textContent)).toMatch(LEAD_REFERENCE_PATTERN);
    expect(await posts(page)).toHaveLength(1);
    // Every file of the graph, the validator included, within one round trip of the first (each took 1.5 s).
    const graph = await page.evaluate(islandGraph);
    expect(graph.length).toBeGreaterThan(2);
    const requests = door.scriptRequests();
    expect(requests.map(({ path: file }) => file).sort()).toEqual([...graph].sort());
    const times = requests.map(({ at }) => at);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(1_000);
  } finally {
    await door.close();
  }
});

for (const send of ["a click", "Enter", "a double tap"] as const) {
  test(`a send by ${send} before the form's code has come is held, shown as sending, and sent once when it comes`, async ({ open }) => {
    const path = `${pages.contact.path}${campaign}`;
    const { page, door } = await behindDoor(open, RELAY_SITE, path, "gate");
    try {
      await page.evaluate(serveAnswers, []);
      await page.evaluate(autofill, contact);
      if (send === "Enter") {
        await page.click('main form [name="email"]');
        await page.press("Enter");
      } else {
        await page.click("main form button[type='submit']");
        if (send === "a double tap") await page.click("main form button[type='submit']");
      }
      expect(await page.evaluate(() => document.querySelector("[data-island]")!.getAttribute("aria-busy"))).toBe("true");
      expect(await page.evaluate(hydratedTo, "complete")).toBe(false);
      door.release();
      await waitForText(page, status, "Form Submitted Successfully");
      expect(await page.evaluate(() => location.pathname)).toBe(pages.contact.path);
      const sent = await posts(page);
      expect(sent).toHaveLength(1);
      const reference = await page.evaluate(() => document.querySelector("main form .form-reference strong")?.textContent);
      expect(sent[0]).toEqual(expect.arrayContaining([["name", contact.name], ["reference", reference], ["first_touch_utm_campaign", "intent"]]));
      await waitFor(page, "the copy for the relay", () => (window as unknown as { copies: number }).copies === 1);
    } finally {
      await door.close();
    }
  });
}

for (const send of ["a click", "Enter", "a double tap"] as const) {
  test(`a send by ${send} before the form's code, whose download fails, goes as the form's native post, once`, async ({ open, allowedProblems }) => {
    // The engine reports the failed download of the form's code itself.
    allowedProblems.push(/contact-island|Failed to load|failed to load|net::ERR|Importing a module script failed|error loading dynamically imported module/i);
    const marker = `intent-native-${send.replace(/ /g, "-")}-${Date.now()}-${Math.random()}`;
    const { page, door } = await behindDoor(open, INBOX_SITE, pages.contact.path, "abort");
    try {
      await page.evaluate(autofill, { ...contact, message: `${contact.message} ${marker}` });
      if (send === "Enter") {
        await page.click('main form [name="email"]');
        await page.press("Enter");
      } else if (send === "a click") {
        await page.click("main form button[type='submit']");
      } else {
        // Both taps in one go: the first starts the native post, which would take the page away before a second
        // command of the test could tap.
        await page.evaluate(() => {
          const button = document.querySelector<HTMLButtonElement>("main form button[type='submit']")!;
          button.click();
          button.click();
        });
      }
      await waitForHeading(page, "Thank you");
      const entry = await inboxEntry(marker);
      expect(entry.fields).toMatchObject({ name: contact.name, email: contact.email });
      // Still one lead a moment later (inboxEntry finds exactly one).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await inboxEntry(marker)).reference).toBe(entry.reference);
      expect(door.held()).toBeGreaterThan(0);
    } finally {
      await door.close();
    }
  });
}

test("an invalid send before the form's code gets the browser's own messages and sends nothing", async ({ open }) => {
  const { page, door } = await behindDoor(open, RELAY_SITE, pages.contact.path, "hold");
  try {
    await page.evaluate(serveAnswers, []);
    await page.evaluate(autofill, { name: contact.name });
    await page.click("main form button[type='submit']");
    expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('main form [name="email"]')!.validationMessage)).not.toBe("");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await posts(page)).toEqual([]);
    expect(await page.evaluate(() => [location.pathname, document.querySelector("[data-island]")!.hasAttribute("aria-busy")])).toEqual([pages.contact.path, false]);
  } finally {
    await door.close();
  }
});

test("a reload with a draft brings the draft back without any input", async ({ open }) => {
  const page = await open({ baseURL: INBOX_SITE, width: 360, height: 740 });
  await page.goto(pages.contact.path);
  await page.click('main form [name="name"]');
  await page.type(contact.name);
  await waitFor(page, "the form's code", hydratedTo, "complete");
  await waitFor(page, "the draft", () => Object.keys(sessionStorage).length > 0);
  await page.goto(pages.contact.path);
  await waitFor(page, "the draft to come back", hydratedTo, "complete");
  expect(await valueOf(page, "name")).toBe(contact.name);
});
