import type { Browser, Page } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "./fixtures";
import { INBOX_SITE } from "./sites";
import { contentProblems } from "../../pipeline/content-check";
import { realBuild } from "../../pipeline/real-build";

// The agency's marketing assistant at work, with no network: the editor at /admin/ of the default build (its test
// backend, which keeps the repository in the browser's private file system), seeded with the repository's own
// content files. The files it saves must pass the schemas, and a build from them must show the changes.

/** Where the editor's test backend keeps the repository, in the origin's private file system. */
const TEST_REPOSITORY = "sveltia-cms-test";

function repositoryContent(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = `${dir}/${name}`;
      if (statSync(path).isDirectory()) walk(path);
      else files[path] = readFileSync(path, "utf8");
    }
  };
  walk("content");
  return files;
}

async function seed(page: Page, files: Record<string, string>) {
  await page.evaluate(
    async ([root, entries]) => {
      const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(root, { create: true });
      for (const [path, text] of Object.entries(entries)) {
        const parts = path.split("/");
        let dir = top;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    [TEST_REPOSITORY, files] as const,
  );
}

/** Every file under content/ in the editor's repository, as it saved them. */
function savedContent(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (root) => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, path: string) => {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${path}/${name}`);
        else files[`${path}/${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text();
      }
    };
    const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
    await walk(await top.getDirectoryHandle("content"), "content");
    return files;
  }, TEST_REPOSITORY);
}

/** A copy of the project (its sources, not its installs or builds) with the editor's content in place of its own. */
async function projectWith(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), "edited-site-"));
  for (const entry of ["app", "admin", "pipeline", "server", "public", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json"]) {
    await cp(entry, join(root, entry), { recursive: true });
  }
  await symlink(join(process.cwd(), "node_modules"), join(root, "node_modules"));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** Opens an entry or a new one from the sidebar, and waits until the editor has set up its draft (it says so in the title). */
async function edit(page: Page, section: string, entry: string | "new") {
  await page.getByRole("treeitem", { name: section }).click();
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
async function session(browser: Browser, files: Record<string, string>, work: (page: Page) => Promise<void>, saved: (files: Record<string, string>) => boolean) {
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
  let result: Record<string, string> = {};
  await expect.poll(async () => saved((result = await savedContent(page)))).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
  return result;
}

/** Over BiDi, Playwright's fill can set a value without the input events the editor listens to; Firefox types. */
function writer(browserName: string) {
  return async (field: ReturnType<Page["getByRole"]>, text: string) => {
    if (browserName === "firefox") {
      await field.fill("");
      await field.pressSequentially(text);
    } else {
      await field.fill(text);
    }
    await expect(field).toHaveValue(text);
  };
}

const json = (files: Record<string, string>, path: string) => (path in files ? JSON.parse(files[path]!) : undefined);

/** Checks the edited content against the schemas and, in one engine, shows that a build from it carries `shown`. */
async function buildShows(files: Record<string, string>, browserName: string, shown: string[]) {
  const root = await projectWith(files);
  try {
    expect(contentProblems(root)).toEqual([]);
    // Every engine saves the same files (checked above against the schemas); one build from them is enough.
    if (browserName !== "chromium") return;
    await realBuild("build", {}, root);
    const home = await readFile(join(root, "build", "client", "index.html"), "utf8");
    for (const text of shown) expect(home).toContain(text);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

test("the editor changes a figure and an FAQ answer, and a build from what it saved shows both", async ({ browser, browserName }) => {
  test.setTimeout(90_000);
  const write = writer(browserName);
  const answer = "Brands that want customers from social media, and creators who want to join our network.";
  let files = repositoryContent();
  files = await session(browser, files, async (page) => {
    await edit(page, "Figures", "Figures");
    await write(page.getByRole("textbox", { name: "Figure" }).first(), "3.5M+");
  }, (saved) => json(saved, "content/figures.json")?.items[0].value === "3.5M+");
  files = await session(browser, files, async (page) => {
    await edit(page, "FAQ", "Who do you work with?");
    await write(page.getByRole("textbox", { name: "Answer" }), answer);
  }, (saved) => json(saved, "content/faq/who-do-you-work-with.json")?.answer === answer);
  await buildShows(files, browserName, ["3.5M+", answer]);
});

// Sveltia CMS 0.221.1 sometimes empties the first fields typed into a new entry shortly after it has opened (seen in
// Chromium under CI load: the quote of a new testimonial, 1 run in 4), and nothing in the page says when the new
// entry is settled. Until a signal is found, this test would fail by chance, so it does not run (issue 17's note).
test.fixme("the editor adds a testimonial and a case study, and a build from what it saved shows both sections", async ({ browser, browserName }) => {
  test.setTimeout(90_000);
  const write = writer(browserName);
  let files = repositoryContent();
  files = await session(browser, files, async (page) => {
    await edit(page, "Testimonials", "new");
    await write(page.getByRole("textbox", { name: "Quote" }), "They turned our ads into orders.");
    await write(page.getByRole("textbox", { name: "Name" }), "Sam Lee");
    await write(page.getByRole("textbox", { name: "Role and company" }), "Founder, Client Co.");
    await page.getByRole("switch", { name: "The client agreed to publication" }).click();
    await write(page.getByRole("spinbutton", { name: "Order on the page" }), "1");
  }, (saved) => json(saved, "content/testimonials/sam-lee.json")?.name === "Sam Lee");
  files = await session(browser, files, async (page) => {
    await edit(page, "Case studies", "new");
    await write(page.getByRole("textbox", { name: "Client" }), "Client Co.");
    await write(page.getByRole("textbox", { name: "Title" }), "A spring launch on Instagram");
    await write(page.getByRole("textbox", { name: "Summary" }), "Paid social and creators for a product launch.");
    await page.getByRole("button", { name: /^Add/ }).click();
    await write(page.getByRole("textbox", { name: "Result" }), "2.4×");
    await write(page.getByRole("textbox", { name: "What was measured" }), "return on ad spend");
    await page.getByRole("switch", { name: "The client agreed to publication" }).click();
    await write(page.getByRole("spinbutton", { name: "Order on the page" }), "1");
  }, (saved) => json(saved, "content/case-studies/a-spring-launch-on-instagram.json")?.results?.[0]?.value === "2.4×");
  await buildShows(files, browserName, ["What clients say", "They turned our ads into orders.", "Results for our clients", "A spring launch on Instagram", "2.4×"]);
});
