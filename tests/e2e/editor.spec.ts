import type { Browser, Page } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "./fixtures";
import { INBOX_SITE } from "./sites";
import { LONG_SESSION } from "./tags";
import { shown, shownQuestions } from "../shipped-content";
import { SHIPPED_DEFAULTS } from "../test-sites.mjs";
import { PICTURES } from "../../app/content/schema/fields";
import { contentProblems } from "../../pipeline/content-check";
import { realBuild } from "../../pipeline/real-build";

// The agency's marketing assistant at work, with no network: the editor at /admin/ of the default build (its test
// backend, which keeps the repository in the browser's private file system), seeded with the repository's own
// content files. The files it saves must pass the schemas, and a build from them must show the changes.

/** Where the editor's test backend keeps the repository, in the origin's private file system. */
const TEST_REPOSITORY = "sveltia-cms-test";

/** The repository's files by path, each file's bytes in base64 (the content files and any uploaded picture). */
type Files = Record<string, string>;

/** The repository's content as the suites know it: the shipped defaults (tests/test-sites.mjs), under content/. */
function repositoryContent(): Files {
  const files: Files = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(join(SHIPPED_DEFAULTS, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(SHIPPED_DEFAULTS, path)).isDirectory()) walk(path);
      else files[path] = readFileSync(join(SHIPPED_DEFAULTS, path)).toString("base64");
    }
  };
  walk("content");
  return files;
}

async function seed(page: Page, files: Files) {
  await page.evaluate(
    async ([root, entries]) => {
      const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(root, { create: true });
      for (const [path, base64] of Object.entries(entries)) {
        const parts = path.split("/");
        let dir = top;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    [TEST_REPOSITORY, files] as const,
  );
}

/** Every file under content/ in the editor's repository, as it saved them. */
function savedContent(page: Page): Promise<Files> {
  return page.evaluate(async (root) => {
    const files: Record<string, string> = {};
    const base64 = async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    };
    const walk = async (dir: FileSystemDirectoryHandle, path: string) => {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${path}/${name}`);
        else files[`${path}/${name}`] = await base64(await (handle as FileSystemFileHandle).getFile());
      }
    };
    const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
    await walk(await top.getDirectoryHandle("content"), "content");
    return files;
  }, TEST_REPOSITORY);
}

/** A copy of the project (its sources, not its installs or builds) with the editor's content in place of its own. */
async function projectWith(files: Files) {
  const root = await mkdtemp(join(tmpdir(), "edited-site-"));
  for (const entry of ["app", "admin", "pipeline", "server", "public", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json"]) {
    await cp(entry, join(root, entry), { recursive: true });
  }
  await symlink(join(process.cwd(), "node_modules"), join(root, "node_modules"));
  for (const [path, base64] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), Buffer.from(base64, "base64"));
  }
  return root;
}

/** Opens an entry or a new one from the sidebar, and waits until the editor has set up its draft (it says so in the title). */
async function edit(page: Page, section: string, entry: string | "new") {
  await page.getByRole("treeitem", { name: section, exact: true }).click();
  if (entry === "new") await page.getByRole("button", { name: "Create New Entry" }).first().click();
  else if (entry !== section) await page.getByRole("row", { name: entry }).getByText(entry, { exact: true }).click();
  // "Creating ⁨Testimonials⁩ – …" for a new entry, "FAQ › Who do you work with? – …" for an existing one.
  await page.waitForFunction(
    ([name, isNew]) => (isNew ? document.title.startsWith("Creating") : document.title.includes(" › ")) && document.title.includes(name),
    [section, entry === "new"] as const,
  );
}

/**
 * One editing session, in a browser context of its own: the editor starts on `files` (the repository as the last
 * session left it), `work` makes one change, Save, and the session ends once the saved file holds it. After
 * "Entry saved." the editor still tidies its state for a moment; a session per change leaves nothing of that to
 * meet the next change. Any console error, page error or CSP violation during the session fails the test.
 */
async function session(browser: Browser, files: Files, work: (page: Page) => Promise<void>, saved: (files: Files) => boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`));
  });
  await page.goto(`${INBOX_SITE}/admin/`);
  await seed(page, files);
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
  await work(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible();
  let result: Files = {};
  await expect.poll(async () => saved((result = await savedContent(page)))).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
  return result;
}

/**
 * Writes into a field as the assistant does: once it has taken focus, since a popup of the editor holds the rest of
 * the page inert for a moment after an entry opens, and keys typed then go to the popup. Over BiDi, Playwright's fill
 * can set a value without the input events the editor listens to; Firefox types.
 */
function writer(browserName: string) {
  return async (field: ReturnType<Page["getByRole"]>, text: string) => {
    await expect
      .poll(async () => {
        await field.focus();
        return field.evaluate((element) => element === document.activeElement);
      })
      .toBe(true);
    if (browserName === "firefox") {
      await field.fill("");
      await field.pressSequentially(text);
    } else {
      await field.fill(text);
    }
    await expect(field).toHaveValue(text);
  };
}

/** The preview beside the form: a case study, a testimonial or a question shown with the home page's own card and stylesheet. */
async function expectPreview(page: Page, card: string, texts: string[]) {
  const shown = page.frameLocator('iframe[title="Content Preview"]').locator(card);
  for (const text of texts) await expect(shown).toContainText(text);
  await expect.poll(() => shown.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Manrope"?,/);
  return shown;
}

const json = (files: Files, path: string) => (path in files ? JSON.parse(Buffer.from(files[path]!, "base64").toString("utf8")) : undefined);

/**
 * Checks the edited content against the schemas and, in one engine, shows that a build from it carries `shown` on
 * the home page and `alsoOn`'s texts on each of its pages (files of the build's client folder).
 */
async function buildShows(files: Files, browserName: string, shown: (string | RegExp)[], alsoOn: Record<string, (string | RegExp)[]> = {}) {
  const root = await projectWith(files);
  try {
    expect(contentProblems(root)).toEqual([]);
    // Every engine saves the same files (checked above against the schemas); one build from them is enough.
    if (browserName !== "chromium") return;
    await realBuild("build", {}, root);
    for (const [page, texts] of Object.entries({ "index.html": shown, ...alsoOn })) {
      const html = await readFile(join(root, "build", "client", page), "utf8");
      for (const text of texts) expect(html).toMatch(text);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * Adds a section of the kind `kind` to a landing page and scrolls down through it until `field`, one of its fields,
 * shows, as the assistant does to fill it in. The editor makes each field only once its place has been on screen,
 * and a field made above pushes the next ones further down: a new Proof section's fields were never made in about
 * one run in five of the whole suite (when the editor had not scrolled to it), and after a redraw its third field
 * stayed unmade below the fold.
 */
async function addSection(page: Page, kind: string, field: ReturnType<Page["getByRole"]>) {
  await page.getByRole("button", { name: /^Add\W+Section/ }).click();
  await page.getByRole("menuitem", { name: kind }).click();
  const header = page.getByRole("button", { name: "Collapse" }).filter({ hasText: kind }).last();
  await header.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await header.hover();
  for (let step = 0; step < 20; step++) {
    const shown = await field.waitFor({ state: "attached", timeout: 500 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    await page.mouse.wheel(0, 150);
  }
}

/** Uploads a picture into a picture field, as the assistant does: Browse, Upload, pick the file, Insert. */
async function uploadPicture(page: Page, field: string, file: string) {
  await page.getByRole("group", { name: `“⁨${field}⁩” Field` }).getByRole("button", { name: "Browse" }).click();
  const picker = page.getByRole("dialog", { name: "Select Image" });
  const chooser = page.waitForEvent("filechooser");
  await picker.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(file);
  await picker.getByRole("button", { name: "Insert" }).click();
  await expect(picker).toBeHidden();
}

// The long session runs in Chromium only (playwright.config.ts); Firefox runs the picture's test below, and every
// engine the editor's sign-in (tests/engines/editor.spec.ts).
test("the editor changes a figure and an FAQ answer, writes an article, adds a testimonial, a case study and a landing page, and a build from what it saved shows them all, pictures as AVIF and WebP", { tag: LONG_SESSION }, async ({ browser, browserName }) => {
  // Six editing sessions, each a browser context of its own, and one whole build of the site: long by nature, and bound
  // by the processor, so its limit is a slow day's beside two busy loops (the 4 minutes it had ran out there).
  test.setTimeout(480_000);
  const write = writer(browserName);
  const answer = "Brands that want customers from social media, and creators who want to join our network.";
  const question = shownQuestions()[0]!.question;
  let files = repositoryContent();
  files = await session(browser, files, async (page) => {
    await edit(page, "Figures", "Figures");
    await write(page.getByRole("textbox", { name: "Figure" }).first(), "3.5M+");
  }, (saved) => json(saved, "content/figures.json")?.items[0].value === "3.5M+");
  files = await session(browser, files, async (page) => {
    await edit(page, "FAQ", question);
    await write(page.getByRole("textbox", { name: "Answer" }), answer);
    await expectPreview(page, "details.faq-item[open]", [question, answer]);
  }, (saved) => Object.keys(saved).some((path) => path.startsWith("content/faq/") && json(saved, path)?.answer === answer));
  // An article with a heading, a list and a picture; the preview shows them as the site renders them.
  const title = "Ads that stop the scroll";
  const file = "content/insights/ads-that-stop-the-scroll.md";
  files = await session(browser, files, async (page) => {
    await edit(page, "Insights", "new");
    await write(page.getByRole("textbox", { name: "Title" }), title);
    await write(page.getByRole("textbox", { name: "Description" }), "What makes a viewer stop scrolling at an ad, and how we test the first seconds of every video we run.");
    await uploadPicture(page, "Cover picture", "tests/fixtures/pictures/cover.jpg");
    await write(page.getByRole("textbox", { name: "What the cover shows" }), "Three posts of a campaign on a phone");
    // The body in the rich-text editor, with its Markdown shortcuts: a heading, then a list.
    const body = page.getByRole("group", { name: "“⁨Article⁩” Field" }).locator('[contenteditable="true"]');
    await body.click();
    await page.keyboard.type("## What stops a thumb");
    await page.keyboard.press("Enter");
    await page.keyboard.type("- A face in the first frame");
    await page.keyboard.press("Enter");
    await page.keyboard.type("A caption that asks a question");
    const preview = await expectPreview(page, "article.article", [title, "What stops a thumb", "A caption that asks a question"]);
    await expect(preview.locator(".prose h2")).toHaveText("What stops a thumb");
    await expect(preview.locator(".prose li")).toHaveCount(2);
    await expect(preview.getByRole("img", { name: "Three posts of a campaign on a phone" })).toBeVisible();
  }, (saved) => /## What stops a thumb/.test(Buffer.from(saved[file] ?? "", "base64").toString("utf8")));
  const saved = Buffer.from(files[file]!, "base64").toString("utf8");
  // Front matter, the date today's by default, then the body in Markdown.
  expect(saved).toMatch(/^---\ntitle: Ads that stop the scroll\n/);
  expect(saved).toMatch(/\ndate: \d{4}-\d{2}-\d{2}\n/);
  expect(saved).toMatch(/\n- A face in the first frame\n- A caption that asks a question/);
  // A testimonial with a photo, a case study with a picture, and a landing page that picks the testimonial.
  files = await session(browser, files, async (page) => {
    await edit(page, "Testimonials", "new");
    await write(page.getByRole("textbox", { name: "Quote" }), "They turned our ads into orders.");
    await write(page.getByRole("textbox", { name: "Name" }), "Sam Lee");
    await write(page.getByRole("textbox", { name: "Role and company" }), "Founder, Client Co.");
    await uploadPicture(page, "Photo", "tests/fixtures/pictures/portrait.jpg");
    const card = await expectPreview(page, "figure.testimonial", ["They turned our ads into orders.", "Sam Lee, Founder, Client Co."]);
    await expect(card.locator("img.testimonial-photo")).toBeVisible();
    await page.getByRole("switch", { name: "The client agreed to publication" }).click();
    await write(page.getByRole("spinbutton", { name: "Order on the page" }), "1");
  }, (saved) => json(saved, "content/testimonials/sam-lee.json")?.name === "Sam Lee");
  const photo = json(files, "content/testimonials/sam-lee.json").photo;
  // The editor stored the upload in the repository, turned into WebP.
  expect(photo).toMatch(/^\/media\/portrait\.webp$/);
  expect(Object.keys(files)).toContain(`content${photo}`);
  files = await session(browser, files, async (page) => {
    await edit(page, "Case studies", "new");
    await write(page.getByRole("textbox", { name: "Client" }), "Client Co.");
    await write(page.getByRole("textbox", { name: "Title" }), "A spring launch on Instagram");
    await write(page.getByRole("textbox", { name: "Summary" }), "Paid social and creators for a product launch.");
    await uploadPicture(page, "Picture", "tests/fixtures/pictures/campaign.png");
    await write(page.getByRole("textbox", { name: "What the picture shows" }), "Three posts of the launch on a phone");
    await page.getByRole("button", { name: /^Add\W+Result/ }).click();
    await write(page.getByRole("textbox", { name: "Result" }), "2.4×");
    await write(page.getByRole("textbox", { name: "What was measured" }), "return on ad spend");
    const card = await expectPreview(page, "li.case-study", ["Client Co.", "A spring launch on Instagram", "2.4×", "return on ad spend"]);
    await expect(card.getByRole("img", { name: "Three posts of the launch on a phone" })).toBeVisible();
    await page.getByRole("switch", { name: "The client agreed to publication" }).click();
    await write(page.getByRole("spinbutton", { name: "Order on the page" }), "1");
  }, (saved) => json(saved, "content/case-studies/a-spring-launch-on-instagram.json")?.results?.[0]?.value === "2.4×");
  // A landing page from the editor's default (a hero, the figures, the contact form), its hero worded, and a proof
  // section picking the testimonial by name; the preview shows the heading as the page will.
  const heading = "Launch your skincare line on Instagram";
  const landing = "content/landing-pages/ads-for-skincare-launches.json";
  files = await session(browser, files, async (page) => {
    await edit(page, "Landing pages", "new");
    await write(page.getByRole("textbox", { name: "Page title" }), "Ads for skincare launches");
    await write(page.getByRole("textbox", { name: "Description" }), "Paid social for a skincare launch: tell us about it and we will answer you by e-mail.");
    await write(page.getByRole("textbox", { name: "Heading" }).first(), heading);
    await write(page.getByRole("textbox", { name: "Text" }).first(), "Tell us about the launch.");
    await expectPreview(page, "h1", [heading]);
    const samLee = page.getByRole("group", { name: "Testimonials" }).getByRole("checkbox", { name: "Sam Lee" });
    await addSection(page, "Proof", samLee);
    await samLee.check();
  }, (saved) => json(saved, landing)?.sections?.some((section: { testimonials?: string[] }) => section.testimonials?.includes("sam-lee")));
  expect(json(files, landing).sections.map((section: { type: string }) => section.type)).toEqual(["hero", "figures", "form", "proof"]);
  const { proof } = shown("home");
  await buildShows(
    files,
    browserName,
    [
      "3.5M+",
      answer,
      proof.testimonials,
      "They turned our ads into orders.",
      proof.caseStudies,
      "A spring launch on Instagram",
      "2.4×",
      /<source type="image\/avif" srcSet="\/assets\/[^"]+ 480w, [^"]+ 800w, [^"]+ 1200w"/,
      /<img src="\/assets\/[^"]+\.webp" width="1200" height="800" alt="Three posts of the launch on a phone" loading="lazy"/,
    ],
    {
      "insights/ads-that-stop-the-scroll/index.html": [`<h1 tabindex="-1">${title}</h1>`, "<h2>What stops a thumb</h2>", /<source type="image\/avif"/],
      "insights/feed.xml": [title, /&lt;h2&gt;What stops a thumb|<h2>What stops a thumb/],
      "lp/ads-for-skincare-launches/index.html": [heading, "They turned our ads into orders.", /<meta name="robots" content="noindex"/],
    },
  );
});

test("the editor refuses a picture too large to publish, and says why", async ({ browser }) => {
  // Long by nature: the page makes a picture of 3.4 million random pixels, then the editor encodes it as WebP before
  // it can weigh it, which took over 30 s on a slow host beside the other suites.
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${INBOX_SITE}/admin/`);
  await seed(page, repositoryContent());
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
  await edit(page, "Case studies", "new");
  // A photo of pure noise stays large once the editor has made it WebP (about 6 bits a pixel): 2,400 × 1,400 pixels
  // come out near 2.5 MB, over the limit, at a fraction of a full-size photo's work to make and convert. It is made
  // in the page and dropped on the field's own file input there, so no megabytes cross between the test and the browser.
  const fileInput = page.getByRole("group", { name: "“⁨Picture⁩” Field" }).locator("input[type=file]").first();
  await fileInput.evaluate(async (input: HTMLInputElement, [width, height]) => {
    const canvas = new OffscreenCanvas(width, height);
    const context2d = canvas.getContext("2d")!;
    const image = context2d.createImageData(width, height);
    for (let start = 0; start < image.data.length; start += 65_536) crypto.getRandomValues(image.data.subarray(start, start + 65_536));
    for (let alpha = 3; alpha < image.data.length; alpha += 4) image.data[alpha] = 255;
    context2d.putImageData(image, 0, 0);
    const files = new DataTransfer();
    files.items.add(new File([await canvas.convertToBlob({ type: "image/png" })], "team-photo.png", { type: "image/png" }));
    input.files = files.files;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, [2400, 1400] as const);
  const refusal = page.getByRole("alertdialog", { name: "Large File" });
  // The editor wraps the figures in invisible isolation marks (U+2068, U+2069).
  await expect(refusal).toContainText(new RegExp(`exceeds the maximum size of \\W*${PICTURES.maxBytes / 1_000_000}\\W* MB`), { timeout: 90_000 });
  await refusal.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("group", { name: "“⁨Picture⁩” Field" }).getByRole("button", { name: "Browse" })).toBeVisible();
  await context.close();
});
