import { join, sep } from "node:path";
import { EDITOR_PATH } from "../../server/security-headers.mjs";
import { writeCompressedCopies } from "../compressed-copies.mjs";
import { walk } from "../files.ts";

/** Text files worth precompressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest)$/;

/** Brotli and gzip copies beside every text file, for servers that send them as they are. */
export async function precompress(clientDir: string): Promise<void> {
  const editor = join(clientDir, EDITOR_PATH) + (EDITOR_PATH.endsWith("/") ? "" : sep);
  for await (const file of walk(clientDir)) {
    if (COMPRESSIBLE.test(file)) await writeCompressedCopies(file, { fast: file.startsWith(editor) });
  }
}
