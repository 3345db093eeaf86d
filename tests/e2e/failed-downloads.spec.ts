import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// The form's own chunk, which the contact page loads on its own (a "lazy island").
const CONTACT_FORM_CODE = "**/assets/contact-form-section-*.js";
const notFound = /Failed to load resource: the server responded with a status of 404/;

test.describe("a form whose code cannot be downloaded", () => {
  test.use({ allowedConsoleErrors: [notFound] });
  test.use({ viewport: { width: 1280, height: 800 } });

  test("stays the prerendered form on the page it is on, and loads at the next visit", async ({ page }) => {
    await page.route(CONTACT_FORM_CODE, (route) => route.fulfill({ status: 404, body: "" }));
    const failed = page.waitForResponse((response) => response.url().includes("contact-form-section") && response.status() === 404);
    await page.goto("/contact");
    await failed;
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    await expect(page.getByLabel("Name")).toBeEditable();

    await page.unroute(CONTACT_FORM_CODE);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForHydration(page, "main form");
  });

  test("at a navigation, makes the browser load the page as a document: the click lands", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.route(CONTACT_FORM_CODE, (route) => route.fulfill({ status: 404, body: "" }));
    const documentLoad = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith("/contact"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us", exact: true }).click();
    await documentLoad;
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
  });
});
