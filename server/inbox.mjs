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
 * interleave, and each line is fsync'd before the sender hears "success".
 * @param {string} file
 */
export function createInboxWriter(file) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /** @param {unknown} record */
  return function append(record) {
    const line = `${JSON.stringify(record)}\n`;
    const write = queue.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      const handle = await open(file, "a");
      try {
        await handle.write(line);
        await handle.sync();
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
 * @param {{ file: string, confirmationPath: string, checks: import("./build-info.mjs").SubmissionChecks }} options
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
