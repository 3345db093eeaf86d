import { expect, test } from "./fixtures";
import type { EnginePage } from "./engine";
import { posts, serveAnswers, status } from "./form-helpers";
import { holdScriptsOf } from "./held-scripts";
import { waitFor, waitForText } from "./page-helpers";
import { hydratedTo } from "../hydration";
import { pages } from "~/content/pages";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { RELAY_SITE } from "../e2e/sites";

// Nothing a visitor types is lost while a form's code takes the fields over (decision 037): the visitor types at full
// speed from their first focus to Enter on the button, and the form's code arrives at a chosen moment after their
// first key, so that React hydrates the form and takes it over while keys keep coming. The relay site's forms have
// every kind of field: text, e-mail, number, tel, textarea, and the box for the ad platforms.

/** What a visitor types into each form, field by field in the order Tab takes them, with the box ticked by Space. */
const visitors = {
  contact: { path: pages.contact.path, fields: { name: "Zoë Example 🚀", email: "zoe@example.com", message: "Launching in March, can you help with creators? Ça va ✨" } },
  apply: {
    path: pages.applyClient.path,
    fields: {
      fullName: "María-José O'Neil",
      email: "maria.jose@example.com",
      age: "29",
      instagramId: "@mariajose.creates",
      phoneNumber: "+44 7700 900123",
      followers: "48250",
      goals: "A launch in spring with three creators 🌱",
    },
  },
} as const;

/** Milliseconds from the visitor's first key to the moment the form's code is let through. */
const arrivals = [0, 50, 100, 200, 400];

/** Runs in the page: how the form's last send went, once it has gone one way or the other. */
function outcome() {
  const tone = document.querySelector<HTMLElement>("main form .form-status")?.dataset.tone;
  return tone === "success" || tone === "error" ? tone : undefined;
}

/** Types each field, Tab to the next, Space on the box, Tab to the button and Enter, as a keyboard visitor does. */
async function typeForm(page: EnginePage, fields: Readonly<Record<string, string>>, firstKey: () => void) {
  let first = true;
  for (const value of Object.values(fields)) {
    if (first) firstKey();
    first = false;
    await page.type(value);
    await page.press("Tab");
  }
  await page.type(" ");
  await page.press("Tab");
  await page.press("Enter");
}

for (const [form, visitor] of Object.entries(visitors)) {
  test(`${form}: typed at full speed while the form's code arrives ${arrivals.join(", ")} ms after the first key, every field keeps every character and the send goes once`, async ({ open }) => {
    // One run per moment, each on a door of its own (a new origin: no draft, no cached code), in one page.
    test.setTimeout(arrivals.length * 20_000);
    const page = await open({ baseURL: RELAY_SITE, width: 360, height: 740 });
    for (const after of arrivals) {
      const door = await holdScriptsOf(RELAY_SITE, visitor.path, "gate");
      try {
        await page.goto(`${door.origin}${visitor.path}`);
        await waitFor(page, "the page's inline script", hydratedTo, "shell");
        await page.evaluate(serveAnswers, []);
        const [firstField] = Object.keys(visitor.fields);
        await page.click(`main form [name="${firstField}"]`);
        let arrival: ReturnType<typeof setTimeout> | undefined;
        await typeForm(page, visitor.fields, () => (arrival = setTimeout(door.release, after)));
        clearTimeout(arrival);
        door.release();
        const sent = await waitFor(page, "the send's outcome", outcome);
        const shown = await page.evaluate(() => document.querySelector("main form [role='status']")?.textContent);
        expect(sent, `code ${after} ms after the first key: the form said ${shown}`).toBe("success");
        expect(door.held(), "the form's code was held back at the first key").toBeGreaterThan(0);
        // Still one post a moment later: a held send and the form's own never both go.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const [post, ...more] = await posts(page);
        expect(more, `code ${after} ms after the first key`).toEqual([]);
        const typed = Object.entries(visitor.fields);
        expect(post?.filter(([name]) => name in visitor.fields || name === CONSENT_FIELD), `code ${after} ms after the first key`).toEqual([...typed, [CONSENT_FIELD, CONSENTED]]);
        await waitForText(page, status, "Form Submitted Successfully");
      } finally {
        await door.close();
      }
    }
  });
}
