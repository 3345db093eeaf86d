import { readdirSync } from "node:fs";
import js from "@eslint/js";
import compat from "eslint-plugin-compat";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The app's layers, each importing only from those after it. */
const LAYERS = [["./app/routes", "./app/root.tsx", "./app/entry.server.tsx", "./app/routes.ts"], ["./app/components"], ["./app/forms"], ["./app/lib"], ["./app/content"]];
/** What stands beside the app and imports from it. */
const BESIDE = ["./pipeline", "./server", "./relay", "./numbers", "./cloudflare", "./netlify", "./scripts", "./tests", "./admin"];
/** The hosts of the relay and the numbers, each importing the host-free relay/ and numbers/, which import none of them. */
const HOSTS = ["./server", "./cloudflare", "./netlify"];
export const layerZones = [
  ...LAYERS.slice(1).map((layer, index) => ({
    target: layer,
    from: LAYERS.slice(0, index + 1).flat(),
    message: "This import runs back up the app's layers (routes → components → forms → lib → content; docs/architecture.md).",
  })),
  { target: "./app", from: BESIDE, message: "The app never imports the build, the server, the editor, scripts or tests (docs/architecture.md)." },
];
export const relayZones = ["./relay", "./numbers"].map((target) => ({
  target,
  from: [...HOSTS, "./pipeline", "./scripts", "./tests", "./admin"],
  except: [],
  message: "The relay and the numbers are host-free: the included server, the Worker and Netlify import them, never the other way (docs/architecture.md).",
}));

/**
 * The relay's wings, one folder of relay/ for each way a lead or its news comes in (decision 048); the files at
 * relay/'s top are its core, which every wing imports.
 */
const RELAY_WINGS = readdirSync(new URL("relay/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `./relay/${entry.name}`);
export const wingZones = [
  {
    target: "./relay/*.mjs",
    from: RELAY_WINGS,
    message: "The relay's core imports no wing: what the core needs lives in the core (docs/architecture.md, decision 048).",
  },
  ...RELAY_WINGS.map((wing) => ({
    target: wing,
    from: RELAY_WINGS.filter((other) => other !== wing),
    message: "A wing of the relay imports the core and no other wing: what two wings share belongs in the core (docs/architecture.md, decision 048).",
  })),
].filter((zone) => zone.from.length > 0);

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", ".wrangler/", "test-results/", "playwright-report/", "reports/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,mts}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": { typescript: { project: "tsconfig.json" } },
    },
    rules: {
      // A cycle makes module order decide what is defined when; none is needed in a site this size.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["log", "error", "warn", "table"] }],
    },
  },
  {
    // The layers point one way (docs/architecture.md): routes → components → forms → lib → content; the build, the
    // server, the editor, the scripts and the tests import from the app, never the other way. Tests may read any layer.
    files: ["app/**/*.{ts,tsx,mjs}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
  {
    // The relay's and the numbers' modules run on every host (web standards only), and the relay's core imports none of
    // its wings, nor a wing another; their tests may use the hosts and the test helpers.
    files: ["{relay,numbers}/**/*.{ts,mjs}"],
    ignores: ["{relay,numbers}/**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...relayZones, ...wingZones] }],
    },
  },
  {
    // The code visitors run, checked against the supported browsers (.browserslistrc).
    ...compat.configs["flat/recommended"],
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
  },
  {
    // Playwright fixtures take `use` and an empty pattern by design; they are not React.
    files: ["tests/e2e/**/*.ts", "tests/engines/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
