import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A mail server standing in for the agency's (the included server's reply goes by SMTP, server/mail-sender.mjs): it
// takes every message, as smtp-server does for its authors' own tests, and can be stopped and started on its port.

/** A message as a test reads it: its headers and its text, decoded. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: string;
  readonly replyTo: string;
  readonly subject: string;
  readonly text: string;
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as the text they stand for; adjacent ones joined. */
const headerText = (value: string) =>
  value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, code: string) => String.fromCharCode(parseInt(code, 16))), "latin1").toString("utf8"),
  );

/** The text of a single-part message in 7bit, quoted-printable or base64. */
function decoded(raw: string): ReceivedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = Object.fromEntries(
    head
      .replace(/\r?\n[ \t]+/g, " ")
      .split(/\r?\n/)
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  const body = rest.join("\n\n");
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16))), "latin1").toString("utf8")
        : body;
  return { from: headers.from ?? "", to: headers.to ?? "", replyTo: headers["reply-to"] ?? "", subject: headerText(headers.subject ?? ""), text: text.replace(/\r\n/g, "\n").trim() };
}

export async function mailStandIn() {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(decoded(Buffer.concat(chunks).toString("utf8")));
          callback();
        });
      },
    });
  let server = make();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Stops taking connections (a mail server down), until `start`. */
    stop: close,
    start: async () => {
      server = make();
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
    close,
  };
}
