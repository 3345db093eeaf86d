import { expect, test } from "./fixtures";
import { mockFormService } from "./form-service";
import { hydratedTo, type Hydration } from "../hydration";
import { holdScriptsOf } from "../engines/held-scripts";
import { pages } from "~/content/pages";
import { RELAY_SITE } from "./sites";

// An input method's composition (Japanese, Chinese, Korean, and many phones' predictive keyboards) is not the field's
// value until the visitor commits it; a value written into the field meanwhile cancels it. Here the form's code
// arrives and hydrates while a composition is under way in the message, after the name and e-mail were typed before
// the code: everything stays, and the committed text is sent (decision 037). Chromium's DevTools protocol drives the
// input method; the other engines' drivers have none.

test("a composition under way while the form's code takes over is kept, committed and sent, with every field typed before it", async ({ page }) => {
  const door = await holdScriptsOf(RELAY_SITE, pages.contact.path, "gate");
  try {
    const posts = await mockFormService(page);
    await page.goto(`${door.origin}${pages.contact.path}`);
    await page.waitForFunction(hydratedTo, "shell" as Hydration);
    await page.locator('main form [name="name"]').click();
    await page.keyboard.type("Zoë Example");
    await page.keyboard.press("Tab");
    await page.keyboard.type("zoe@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hello ");
    const ime = await page.context().newCDPSession(page);
    const compose = (text: string) => ime.send("Input.imeSetComposition", { text, selectionStart: text.length, selectionEnd: text.length });
    await compose("に");
    await compose("にほ");
    expect(await page.evaluate(hydratedTo, "complete" as Hydration)).toBe(false);
    door.release();
    // The composition goes on, a syllable at a time, until the form has hydrated, and once more after.
    const syllables = ["にほん", "にほんご", "にほんごを", "にほんごをは", "にほんごをはな"];
    for (let index = 0; !(await page.evaluate(hydratedTo, "complete" as Hydration)); index++) await compose(syllables[index % syllables.length]!);
    await compose("にほんごで");
    await ime.send("Input.insertText", { text: "日本語で" });
    await page.keyboard.type(" OK");
    const message = page.locator('main form [name="message"]');
    await expect(message).toHaveValue("Hello 日本語で OK");
    await expect(page.locator('main form [name="name"]')).toHaveValue("Zoë Example");
    await expect(page.locator('main form [name="email"]')).toHaveValue("zoe@example.com");
    await page.locator("main form button[type='submit']").click();
    await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.entries).toEqual(expect.arrayContaining([["name", "Zoë Example"], ["email", "zoe@example.com"], ["message", "Hello 日本語で OK"]]));
  } finally {
    await door.close();
  }
});
