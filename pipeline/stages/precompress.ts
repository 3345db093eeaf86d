import { readFile, writeFile } from "node:fs/promises";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { walk } from "../files.ts";

/** Text files worth precompressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest)$/;

/**
 * Above this size, brotli's quality 9 instead of 11: ten times faster on the editor's multi-megabyte bundle for a
 * few per cent of bytes. Every file a public page loads is far below it.
 */
const LARGE_FILE = 512 * 1024;

/** Brotli and gzip copies beside every text file, for servers that send them as they are. */
export async function precompress(clientDir: string): Promise<void> {
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await readFile(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: source.length > LARGE_FILE ? 9 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < source.length) await writeFile(`${file}.gz`, gzip);
  }
}
