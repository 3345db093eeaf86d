import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mockFormService } from "./form-service";
import { gotoHydrated } from "../hydration";
import { CAPTCHA_SITE, HCAPTCHA_SITE_KEY } from "./sites";

/**
 * Stands in for hCaptcha's script (never fetched from the network): the documented explicit-render API,
 * a checkbox that yields a token per tick, and a hook to expire it.
 */
const FAKE_HCAPTCHA = `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  let widget = null;
  let ticks = 0;
  window.hcaptcha = {
    render(container, options) {
      const box = document.createElement("button");
      box.type = "button";
      box.textContent = "I am human";
      box.addEventListener("click", () => { box.textContent = "Verified"; options.callback("test-token-" + ++ticks); });
      container.append(box);
      widget = { options, box };
      window.__renderedSiteKey = options.sitekey;
      return "widget-1";
    },
    reset() { widget.box.textContent = "I am human"; },
  };
  window.__expireCaptcha = () => { widget.box.textContent = "I am human"; widget.options["expired-callback"](); };
  window[onload]();
})();`;

async function interceptHCaptcha(page: Page) {
  const requests: string[] = [];
  await page.route("https://js.hcaptcha.com/**", async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: FAKE_HCAPTCHA, headers: { "Access-Control-Allow-Origin": "*" } });
  });
  return requests;
}

const missingToken = "Please complete the “I am human” check above the button, then send again; everything you typed is still here.";

test.describe("forms with hCaptcha turned on", () => {
  test.use({ baseURL: CAPTCHA_SITE });

  test("load the widget on first focus, refuse to send without a token, keep every field, and send the token", async ({ page }) => {
    const widgetRequests = await interceptHCaptcha(page);
    const posts = await mockFormService(page);
    await gotoHydrated(page, "/contact");
    await page.waitForLoadState("networkidle");
    expect(widgetRequests).toEqual([]);

    await page.getByLabel("Your name").focus();
    await expect(page.getByRole("button", { name: "I am human" })).toBeVisible();
    expect(widgetRequests).toHaveLength(1);
    expect(widgetRequests[0]).toMatch(/^https:\/\/js\.hcaptcha\.com\/1\/api\.js\?render=explicit&/);
    expect(await page.evaluate(() => (window as unknown as { __renderedSiteKey: string }).__renderedSiteKey)).toBe(HCAPTCHA_SITE_KEY);

    await page.getByLabel("Your name").fill("Zoë");
    await page.getByLabel("E-mail").fill("zoe@brand.com");
    await page.getByLabel(/^Message/).fill("Hello");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText(missingToken);
    await expect(page.getByLabel("Your name")).toHaveValue("Zoë");
    await expect(page.getByLabel(/^Message/)).toHaveValue("Hello");
    expect(posts).toHaveLength(0);

    await page.getByRole("button", { name: "I am human" }).click();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.entries).toContainEqual(["h-captcha-response", "test-token-1"]);
    expect(posts[0]!.entries).toContainEqual(["botcheck", ""]);
    // Tokens are single-use: the widget is reset for the next message.
    await expect(page.getByRole("button", { name: "I am human" })).toBeVisible();
  });

  test("an expired token gives the same clear message and keeps every field", async ({ page }) => {
    await interceptHCaptcha(page);
    const posts = await mockFormService(page);
    await gotoHydrated(page, "/apply-client");
    await page.getByLabel("Full name").fill("Renée O'Connor");
    await page.getByRole("button", { name: "I am human" }).click();
    await page.evaluate(() => (window as unknown as { __expireCaptcha: () => void }).__expireCaptcha());
    for (const [label, value] of [
      ["E-mail", "renee@brand.com"],
      ["Age", "29"],
      ["Instagram handle", "@renee.brand"],
      ["Phone number", "+1 555 010 0199"],
      ["Total followers", "12500"],
    ]) {
      await page.getByLabel(label!, { exact: true }).fill(value!);
    }
    await page.getByLabel(/^Your main goals/).fill("Launch");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("status")).toHaveText(missingToken);
    await expect(page.getByLabel("Full name")).toHaveValue("Renée O'Connor");
    expect(posts).toHaveLength(0);
  });
});

test("without a site key, starting on a form and sending it asks for nothing of hCaptcha", async ({ page }) => {
  // The build made with the form service and no site key (the default baseURL).
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const posts = await mockFormService(page);
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Your name").focus();
  await page.getByLabel("Your name").fill("Zoë");
  await page.getByLabel("E-mail").fill("zoe@brand.com");
  await page.getByLabel(/^Message/).fill("Hello");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
  await page.waitForLoadState("networkidle");
  expect(posts).toHaveLength(1);
  expect(requested.filter((url) => /hcaptcha/i.test(url))).toEqual([]);
  expect(requested.some((url) => url.includes("/assets/contact-island-"))).toBe(true);
});
