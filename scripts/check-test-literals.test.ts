import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { shown } from "../tests/shipped-content";
import { SHIPPED_DEFAULTS } from "../tests/test-sites.mjs";
import { checkTestLiterals } from "./check-test-literals.mjs";

// Each case is a small project: the shipped defaults as its content/, and one test file written for the case. The
// texts the files pin are read from the content, so this test pins none itself.

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function projectWith(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), "test-literals-"));
  roots.push(root);
  await cp(join(SHIPPED_DEFAULTS, "content"), join(root, "content"), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const name = shown("site").name;
const headline = shown("home").hero.headline;

describe("the check of the tests' literals", () => {
  it("refuses a test that pins the agency's name, naming the file, the line and the text", async () => {
    const root = await projectWith({ "tests/e2e/header.spec.ts": `import { expect } from "./fixtures";\n\nexpect(title).toBe(${JSON.stringify(name)});\n` });
    expect(checkTestLiterals(root)).toEqual([`tests/e2e/header.spec.ts:3 pins “${name}” (content/): read it from the content instead`]);
  });

  it("finds a text inside a longer string, a template, a regular expression and JSX, in unit tests too", async () => {
    const root = await projectWith({
      "app/components/header.test.tsx": [
        `const link = ${JSON.stringify(`${name}, home`)};`,
        `const title = \`\${page} | ${name}\`;`,
        `const pattern = /^${headline.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$/;`,
        `const element = <p>${headline}</p>;`,
      ].join("\n"),
    });
    expect(checkTestLiterals(root).map((problem) => problem.split(" pins ")[0])).toEqual([
      "app/components/header.test.tsx:1",
      "app/components/header.test.tsx:2",
      "app/components/header.test.tsx:3",
      "app/components/header.test.tsx:4",
    ]);
  });

  it("lets the conformance test and the fixtures pin the shipped defaults, and lets a test name short words and code's identifiers", async () => {
    const root = await projectWith({
      "app/content/content.test.ts": `expect(home.headline).toBe(${JSON.stringify(headline)});\n`,
      "tests/fixtures/pages.ts": `export const name = ${JSON.stringify(name)};\n`,
      "tests/engines/menu.spec.ts": `click("Menu"); expect(icon).toBe("engagement");\n`,
      "app/lib/code.ts": `export const name = ${JSON.stringify(name)};\n`,
    });
    expect(checkTestLiterals(root)).toEqual([]);
  });
});
