import busboy from "busboy";
import { mkdir, open } from "node:fs/promises";
import { dirname } from "node:path";

/** Largest body the inbox reads, as the form service allows: a long message is a few KiB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * @typedef {{ status: number, body: { success: boolean, message: string, errors?: Record<string, string> }, redirect?: string }} InboxAnswer
 */

/**
 * Appends records as JSON lines, one at a time: a queue serialises the writes so concurrent posts never
 * interleave, and each line is fsync'd before the sender hears "success". A line is stored whole or not at all: a
 * write the system cuts short (a full disk, a file-size limit) is finished or, when it cannot be, undone, and the
 * post fails, so the visitor is told the truth and can send again. The file is created readable by its owner only:
 * it holds personal data.
 * @param {string} file
 * @param {{ openFile?: (path: string, flags: string, mode: number) => Promise<import("node:fs/promises").FileHandle> }} [io]
 *   where the file is opened (a test stands in a handle that writes short)
 */
export function createInboxWriter(file, { openFile = open } = {}) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /** @param {unknown} record */
  return function append(record) {
    const line = `${JSON.stringify(record)}\n`;
    const write = queue.then(async () => {
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
    queue = write.catch(() => undefined);
    return write;
  };
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<{ ok: true, fields: Record<string, string> } | { ok: false, answer: InboxAnswer }>}
 */
function readMultipart(req) {
  const fail = (/** @type {number} */ status, /** @type {string} */ message) => ({
    ok: /** @type {const} */ (false),
    answer: { status, body: { success: false, message } },
  });
  return new Promise((resolve) => {
    /** @type {import("busboy").Busboy} */
    let parser;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fieldSize: MAX_BODY_BYTES, fieldNameSize: 100, fields: 50, files: 0, parts: 50 },
      });
    } catch {
      resolve(fail(400, "The form data could not be read (no multipart boundary)."));
      return;
    }
    /** @type {Record<string, string>} */
    const fields = Object.create(null);
    let received = 0;
    let settled = false;
    const settle = (/** @type {any} */ result) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };

    req.on("data", (/** @type {Buffer} */ chunk) => {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) {
        req.unpipe(parser);
        req.pause();
        settle(fail(413, "The form is larger than 1 MB."));
      }
    });
    req.on("error", () => settle(fail(400, "The upload was interrupted.")));
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) settle(fail(413, "A field is too long."));
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (_name, stream) => {
      stream.resume();
      settle(fail(400, "Files are not accepted."));
    });
    parser.on("fieldsLimit", () => settle(fail(413, "The form has too many fields.")));
    parser.on("partsLimit", () => settle(fail(413, "The form has too many parts.")));
    parser.on("filesLimit", () => settle(fail(400, "Files are not accepted.")));
    parser.on("error", () => settle(fail(400, "The form data is malformed.")));
    parser.on("close", () => settle({ ok: true, fields }));
    req.pipe(parser);
  });
}

/** Longest subject kept; the browser's is the form's title, the lead's name and the reference. */
const MAX_SUBJECT = 300;

/**
 * The page a post was sent from: the address the browser names (Referer) when it is a page of this site, which
 * the site's referrer policy lets through whole, query included; nothing for any other origin.
 * @param {import("node:http").IncomingMessage} req
 */
function sentFrom(req) {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).host === req.headers.host ? referer : undefined;
}

/**
 * The local stand-in for the form service: same request, same answers, and the same checks as the
 * browser (the forms' own schemas, bundled by the build). A post that fails them is refused with 400 and
 * the fields it names; nothing of it is stored. Every post answered 200 is stored: one a bot made (its
 * honeypot ticked) too, marked as spam, so nothing is ever dropped silently.
 * @param {{ file: string, confirmationPath: string, checks: import("./build-info.mjs").InboxChecks }} options
 */
export function createInbox({ file, confirmationPath, checks }) {
  const append = createInboxWriter(file);

  /**
   * @param {import("node:http").IncomingMessage} req
   * @returns {Promise<InboxAnswer>}
   */
  return async function receive(req) {
    const type = (req.headers["content-type"] ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data")) {
      return { status: 415, body: { success: false, message: "Send the form as multipart/form-data." } };
    }
    const declared = Number(req.headers["content-length"]);
    if (declared > MAX_BODY_BYTES) {
      return { status: 413, body: { success: false, message: "The form is larger than 1 MB." } };
    }
    const parsed = await readMultipart(req);
    if (!parsed.ok) return parsed.answer;

    const { fields } = parsed;
    const checked = checks.checkSubmission(fields);
    if (!checked.ok) {
      const names = Object.keys(checked.errors);
      return {
        status: 400,
        body: { success: false, message: `Please check these fields: ${names.join(", ")}.`, errors: checked.errors },
      };
    }
    const record = {
      receivedAt: new Date().toISOString(),
      form: checked.form,
      reference: checks.leadReference(fields.reference),
      // A ticked honeypot is a bot: it hears what it expects; the lead is kept, marked, for the record.
      ...(fields.botcheck && fields.botcheck !== "false" ? { spam: "honeypot" } : {}),
      fields: {
        ...(fields.subject ? { subject: fields.subject.slice(0, MAX_SUBJECT) } : {}),
        ...checked.values,
        ...checks.attributionOf(fields, sentFrom(req)),
      },
    };
    await append(record);
    // The posted `redirect` only says "this came from a page without JavaScript": the answer is always
    // our own confirmation page, so the field can never send a visitor elsewhere.
    const redirect = fields.redirect ? confirmationPath : undefined;
    return { status: 200, body: { success: true, message: "Email sent successfully!" }, redirect };
  };
}
