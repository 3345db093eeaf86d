import { mkdir, open, readFile, rename } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Appends records as JSON lines (the inbox's leads, the relay's outbox), one at a time: a queue serialises the
 * writes so concurrent posts never interleave, and each line is fsync'd before the append resolves (before the
 * sender hears "success"). A line is stored whole or not at all: a write the system cuts short (a full disk, a
 * file-size limit) is finished or, when it cannot be, undone, and the append fails, so the visitor is told the truth
 * and can send again. The file is created readable by its owner only: it holds personal data. A rewrite (a lead
 * forgotten, the outbox compacted) takes its turn in the same queue, so no line appended meanwhile is lost.
 * @param {string} file
 * @param {{ openFile?: (path: string, flags: string, mode: number) => Promise<import("node:fs/promises").FileHandle> }} [io]
 *   where the file is opened (a test stands in a handle that writes short)
 */
export function createJsonLinesWriter(file, { openFile = open } = {}) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /**
   * Runs a write after every write before it.
   * @template T
   * @param {() => Promise<T>} work
   */
  const inTurn = (work) => {
    const done = queue.then(work);
    queue = done.catch(() => undefined);
    return done;
  };

  /**
   * Appends records, in one write and one sync however many (none: nothing is written).
   * @param {unknown[]} records
   */
  const appendAll = (records) => {
    if (!records.length) return Promise.resolve();
    const line = records.map((record) => `${JSON.stringify(record)}\n`).join("");
    return inTurn(async () => {
      await mkdir(dirname(file), { recursive: true });
      const handle = await openFile(file, "a+", 0o600);
      try {
        const { size } = await handle.stat();
        // A last line left unfinished (a crash mid-write, or an older version of this server on a full disk) stays
        // as it is, for `npm run inbox` to report; this lead starts on a line of its own.
        const last = Buffer.alloc(1);
        const unfinished = size > 0 && (await handle.read(last, 0, 1, size - 1)).bytesRead === 1 && last[0] !== 0x0a;
        const bytes = Buffer.from(unfinished ? `\n${line}` : line);
        try {
          // Node does not retry a short write; each call appends what is left.
          for (let written = 0; written < bytes.length; ) {
            const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
            if (bytesWritten === 0) throw new Error(`${file}: the system accepted no more bytes`);
            written += bytesWritten;
          }
          await handle.sync();
        } catch (error) {
          await handle.truncate(size);
          throw error;
        }
      } finally {
        await handle.close();
      }
    });
  };

  /**
   * Replaces the file with the lines `keep` returns from those it holds (a new file renamed over the old one, so a
   * crash leaves one or the other whole); nothing when there is no file.
   * @param {(lines: string[]) => string[]} keep
   * @returns {Promise<{ before: number, after: number }>}
   */
  const rewrite = (keep) =>
    inTurn(async () => {
      const text = await readFile(file, "utf8").catch((/** @type {NodeJS.ErrnoException} */ error) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (text === null) return { before: 0, after: 0 };
      const lines = text.split("\n").filter((line) => line.trim());
      const kept = keep(lines);
      const handle = await openFile(`${file}.new`, "w", 0o600);
      try {
        await handle.writeFile(kept.map((line) => `${line}\n`).join(""));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(`${file}.new`, file);
      return { before: lines.length, after: kept.length };
    });

  /** @param {unknown} record */
  const append = (record) => appendAll([record]);

  return { append, appendAll, rewrite };
}
