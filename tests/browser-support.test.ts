// @vitest-environment node
import { ESLint } from "eslint";
import stylelint from "stylelint";
import { describe, expect, it } from "vitest";

/**
 * The lints of the declared browser support (.browserslistrc) fail on a feature a supported browser lacks, and
 * pass the site's own code. (Each tool knows only part of the platform: see README, "Browser support".)
 */
describe("browser support lints", () => {
  // Long by nature: ESLint first builds the TypeScript program its typed rules read, 6.5 s on a busy host.
  it("ESLint refuses an API a supported browser lacks, in the visitors' code", { timeout: 60_000 }, async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText('export const route = new URLPattern({ pathname: "/services" });\n', { filePath: "app/lib/probe.ts" });
    expect(result!.messages.map((message) => `${message.ruleId}: ${message.message}`)).toEqual([
      expect.stringMatching(/^compat\/compat: URLPattern is not supported in Safari 16\.0, iOS Safari 16\.0/),
    ]);
  });

  it("stylelint refuses a CSS feature a supported browser lacks, unless it is on the fallback list", async () => {
    const lint = (code: string) => stylelint.lint({ code, codeFilename: "app/styles/probe.css" });
    const refused = await lint(".card { .title { color: red } }\n.section { content-visibility: auto; }\n");
    expect(refused.results[0]!.warnings.map((warning) => warning.text)).toEqual([
      expect.stringMatching(/"css-nesting" is not supported by Safari 16/),
      expect.stringMatching(/"css-content-visibility" is not supported by Safari 16/),
    ]);
    const allowed = await lint("html { text-size-adjust: 100%; }\n");
    expect(allowed.results[0]!.warnings).toEqual([]);
  });
});
