import js from "@eslint/js";
import compat from "eslint-plugin-compat";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "test-results/", "playwright-report/", "reports/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
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
