import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const productionDir = join(dirname(require.resolve("react-router/package.json")), "dist", "production");

const productionEntries: Record<string, string> = {
  "react-router": join(productionDir, "index.mjs"),
  "react-router/dom": join(productionDir, "dom-export.mjs"),
};

/**
 * React Router 7's package exports always point at its development build (remix-run/react-router#14102),
 * which ships dev-only warnings and checks to visitors. This resolves the browser bundle to the production
 * build the package also contains. Only the client: the prerender keeps one copy of the router in Node.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.name !== "client") return null;
      return productionEntries[source] ?? null;
    },
  };
}
