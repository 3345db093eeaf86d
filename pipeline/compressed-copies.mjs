// How a text file is precompressed: the build's precompress stage and the Lighthouse gate's script-free reference
// pages (scripts/lighthouse.mjs) both write their copies this way, so the two are served alike.
import { readFile, writeFile } from "node:fs/promises";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Above this size, brotli's quality 9 instead of 11: ten times faster on the editor's multi-megabyte bundle for a
 * few per cent of bytes. Every file a public page loads is far below it.
 */
const LARGE_FILE = 512 * 1024;

/**
 * Writes brotli and gzip copies beside a text file (each only where it is smaller), for servers that send them as
 * they are. `fast`: brotli's quality 9 whatever the size, for files only the agency's staff download (the editor's),
 * where quality 11 took most of a build's time for a few per cent of bytes.
 * @param {string} file
 * @param {{ fast?: boolean }} [options]
 */
export async function writeCompressedCopies(file, { fast = false } = {}) {
  const source = await readFile(file);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: fast || source.length > LARGE_FILE ? 9 : constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) await writeFile(`${file}.br`, brotli);
  if (gzip.length < source.length) await writeFile(`${file}.gz`, gzip);
}
