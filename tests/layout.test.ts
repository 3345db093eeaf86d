// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { pageEntries } from "~/content/pages";
import { routeModule } from "~/content/page-routes";

/** The project's own code, tests' helpers included, without the tests themselves (whose paths are examples). */
const sourceFiles = () =>
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.startsWith("tests/fixtures/"));

/** The layout docs/architecture.md describes, held: imports point one way, and a name says one thing. */
describe("the code's layout", () => {
  // Long by nature: ESLint first builds the TypeScript program its import rules read, several seconds on a busy host.
  it("refuses an import that runs back up the app's layers or from the relay or the numbers into a host, and lets the ones that point down pass", { timeout: 60_000 }, async () => {
    const eslint = new ESLint();
    const lint = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath }))[0]!.messages.map((message) => `${message.ruleId}: ${message.message}`);
    const back = 'import { config } from "~/lib/config";\nexport const endpoint = config.formEndpoint;\n';
    expect(await lint("app/content/probe.ts", back)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .* This import runs back up the app's layers/)]);
    const intoTheBuild = 'import { contentRoot } from "../../pipeline/content-root.ts";\nexport const root = contentRoot(".");\n';
    expect(await lint("app/lib/probe.ts", intoTheBuild)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .* The app never imports the build/)]);
    const down = 'import { site } from "~/content/site";\nexport const name = site.name;\n';
    expect(await lint("app/lib/probe.ts", down)).toEqual([]);
    const intoAHost = 'import { createOutbox } from "../server/lead-outbox.mjs";\nexport const outbox = createOutbox;\n';
    expect(await lint("relay/probe.mjs", intoAHost)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .* The relay and the numbers are host-free/)]);
    const numbersIntoAHost = 'import { openNumbersFile } from "../server/numbers-file.mjs";\nexport const open = openNumbersFile;\n';
    expect(await lint("numbers/probe.mjs", numbersIntoAHost)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .* The relay and the numbers are host-free/)]);
  });

  it("refuses a relay's core file that imports a wing, and a wing that imports another, naming the import; a wing imports the core", { timeout: 60_000 }, async () => {
    const eslint = new ESLint();
    const lint = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath }))[0]!.messages.map((message) => `${message.ruleId}: ${message.message}`);
    const coreIntoAWing = 'import { signedBy } from "./booking/scheduler-events.mjs";\nexport const signed = signedBy;\n';
    expect(await lint("relay/probe.mjs", coreIntoAWing)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path "\.\/booking\/scheduler-events\.mjs" .* The relay's core imports no wing/)]);
    const wingIntoAWing = 'import { answerLeadStage } from "../stages/report-endpoint.mjs";\nexport const answer = answerLeadStage;\n';
    expect(await lint("relay/booking/probe.mjs", wingIntoAWing)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path "\.\.\/stages\/report-endpoint\.mjs" .* imports the core and no other wing/)]);
    const wingIntoTheCore = 'import { recordStage } from "../stage-recording.mjs";\nexport const record = recordStage;\n';
    expect(await lint("relay/booking/probe.mjs", wingIntoTheCore)).toEqual([]);
    // A type named in a JSDoc comment is an import too: each file's are linted as imports from where the file is.
    const typeImports = (source: string) => [...source.matchAll(/import\("(\.[^"]+)"\)/g)].map(([, path]) => `import ${JSON.stringify(path)};\n`).join("");
    const layering = async (file: string, source: string) =>
      (await eslint.lintText(typeImports(source), { filePath: file }))[0]!.messages.filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => `${file}: ${message.message}`);
    expect(await layering("relay/probe.mjs", "/** @param {import(\"./booking/webhook-endpoint.mjs\").KeptBooking} booking */")).toEqual([expect.stringMatching(/The relay's core imports no wing/)]);
    const typed = sourceFiles().filter((file) => /^(relay|numbers)\//.test(file));
    expect((await Promise.all(typed.map((file) => layering(file, readFileSync(file, "utf8"))))).flat()).toEqual([]);
  });

  it("names, in the code, no file of the project that does not exist", () => {
    const named = /(?<![\w./-])((?:app|pipeline|server|relay|numbers|cloudflare|netlify|scripts|tests|admin)\/[\w./-]*\.(?:tsx?|mts|mjs|js|css|sh))\b/g;
    const missing = sourceFiles().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(named)].map(([, path]) => path!).filter((path) => !existsSync(path)).map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("gives no two source files the same name, but a page's route module and its words or schema in app/content/", () => {
    const files = sourceFiles().filter((file) => !file.startsWith("tests/"));
    const byName = new Map<string, string[]>();
    for (const file of files) {
      const name = file.slice(file.lastIndexOf("/") + 1).replace(/\.(d\.ts|ts|tsx|mts|mjs|js)$/, "");
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    const pagePairs = new Set(pageEntries.map(([key]) => routeModule(key).slice("routes/".length, -".tsx".length)));
    // A route module made from content rather than the table (a landing page, an article) pairs with its schema.
    const isPair = (shared: string[]) =>
      shared.length === 2 && shared.some((file) => file.startsWith("app/routes/")) && shared.some((file) => file.startsWith("app/content/"));
    const clashes = [...byName].filter(([name, shared]) => shared.length > 1 && !(isPair(shared) && (pagePairs.has(name) || shared.some((file) => file.startsWith("app/content/schema/")))));
    expect(clashes).toEqual([]);
  });
});
