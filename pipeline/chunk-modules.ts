import { relative } from "node:path";
import type { Plugin } from "vite";
import { CHUNK_MODULES_FILE } from "./module-graph.mjs";

/**
 * Records, from the bundler's own account (Rolldown's `RenderedChunk.moduleIds`), the source modules of every
 * browser chunk, so that the build checks can say what a chunk holds without reading its minified code.
 */
export function recordChunkModules(): Plugin {
  return {
    name: "record-chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const root = this.environment.config.root;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
      const modules = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, [...new Set(chunk.moduleIds.map((id) => relative(root, id.split("?")[0] ?? id)))]]));
      this.emitFile({ type: "asset", fileName: `.vite/${CHUNK_MODULES_FILE}`, source: `${JSON.stringify(modules, null, 2)}\n` });
    },
  };
}
