// No test pins a word the agency can change (decision 021): a test file that holds, in a string, a template or a
// regular expression, a text that is also a value in `content/` (10 characters or longer) fails `npm test`. Tests read
// what a visitor sees from the content (tests/shipped-content.ts); only the conformance test pins the specification's
// texts, against the shipped defaults, and the fixtures are content of their own.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** Shorter values ("Home", "Menu", "Services") are words any test may use for reasons of its own. */
export const MIN_LENGTH = 10;
/** Where the specification's binding texts are pinned on purpose, and content sets of the tests' own. */
export const EXEMPT = ["app/content/content.test.ts", "tests/fixtures/"];
const TEST_FILE = /\.(?:test|spec)\.(?:ts|tsx|mjs)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", ".git", ".react-router", "test-results", "reports"]);

/** @param {string} dir @returns {string[]} every file under `dir`, as paths relative to it, with `/` */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !relative(dir, entry.parentPath).split(sep).some((part) => SKIPPED_FOLDERS.has(part) || part.startsWith("build")))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** A name from one of the schema's lists or a file's slug (a service's icon "engagement"): code's words, not copy. */
const IDENTIFIER = /^[a-z][a-z0-9-]*$/;

/** Every text value of the content files, at least `MIN_LENGTH` characters long, but identifiers. @param {string} contentDir */
export function contentValues(contentDir) {
  /** @type {Set<string>} */
  const values = new Set();
  const collect = (/** @type {unknown} */ value) => {
    if (typeof value === "string") {
      if (value.trim().length >= MIN_LENGTH && !IDENTIFIER.test(value.trim())) values.add(value.trim());
    } else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const file of filesUnder(contentDir).filter((name) => name.endsWith(".json"))) collect(JSON.parse(readFileSync(join(contentDir, file), "utf8")));
  return values;
}

/** The project's test files: every `*.test.*` and `*.spec.*`, and every script under tests/, but the exempt ones. @param {string} root */
export function testFiles(root) {
  return filesUnder(root)
    .filter((file) => TEST_FILE.test(file) || (file.startsWith("tests/") && /\.(?:ts|tsx|mjs)$/.test(file)))
    .filter((file) => !EXEMPT.some((exempt) => file.startsWith(exempt)));
}

/**
 * The literals of a source file that hold a content value: strings, template parts, regular expressions, JSX text.
 * @param {string} file its name, for the report
 * @param {string} source
 * @param {Set<string>} values
 */
export function pinnedValues(file, source, values) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {string[]} */
  const found = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node) || ts.isJsxText(node)) {
      const text = ts.isRegularExpressionLiteral(node) ? node.text.replace(/\\(.)/g, "$1") : node.text;
      for (const value of values) {
        if (text.includes(value)) {
          const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
          found.push(`${file}:${line + 1} pins “${value}” (content/): read it from the content instead`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** @param {string} root the project */
export function checkTestLiterals(root) {
  const values = contentValues(join(root, "content"));
  return testFiles(root).flatMap((file) => pinnedValues(file, readFileSync(join(root, file), "utf8"), values));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = checkTestLiterals(process.cwd());
  if (problems.length) {
    console.error(`Tests that pin words the agency can change (decision 021):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  console.log("No test pins a text of content/.");
}
