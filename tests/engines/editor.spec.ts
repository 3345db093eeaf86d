import { expect, test } from "./fixtures";
import { waitFor } from "./page-helpers";
import { INBOX_SITE } from "../e2e/sites";

// The editor is for the agency's staff, on their own browsers: in every engine it loads from the site's own files
// under its own policy, with no console error and no CSP violation, to its sign-in. (Editing is tested in Chromium
// and Firefox, tests/e2e/editor.spec.ts; WebDriver classic cannot reach the private file system it edits in.)
test("the editor at /admin/ loads to its sign-in", async ({ open }) => {
  const page = await open({ baseURL: INBOX_SITE });
  await page.goto("/admin/");
  await waitFor(page, "the editor's sign-in", () => document.body.innerText.includes("Work with Test Repository"));
  expect(await page.evaluate(() => document.title)).toBe("Site editor");
});
