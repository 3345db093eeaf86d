// @vitest-environment node
import { spawn, spawnSync } from "node:child_process";
import { open, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { damagedReport, inboxTable, readInbox } from "../scripts/list-leads.mjs";
import { createJsonLinesWriter } from "./json-lines.mjs";
import { FORM_ERROR, writeTestBuild } from "./site-under-test";

const record = (name: string) => ({ receivedAt: "2026-11-26T10:00:00.000Z", form: "contact", reference: "K7QM-3XPA", fields: { name, email: "zoe@brand.com", message: "Hi" } });
const wholeLines = (text: string) => text.endsWith("\n") && text.split("\n").slice(0, -1).every((line) => typeof JSON.parse(line).receivedAt === "string");

/** A stand-in for the file's handle whose writes the system cuts short: the first takes half, the later ones `then`. */
function shortWriting(then: "finish" | "disk full") {
  let calls = 0;
  return async (path: string, flags: string, mode: number) => {
    const handle = await open(path, flags, mode);
    const write = handle.write.bind(handle) as (buffer: Buffer, offset: number, length: number) => Promise<{ bytesWritten: number }>;
    return Object.assign(Object.create(handle), {
      write: async (buffer: Buffer, offset: number, length: number) => {
        calls++;
        if (calls === 1) return write(buffer, offset, Math.ceil(length / 2));
        if (then === "disk full") throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
        return write(buffer, offset, length);
      },
    });
  };
}

describe("a lead is stored whole or not at all", () => {
  it("finishes a write the system cut short", async () => {
    const file = join(await writeTestBuild(), "inbox.jsonl");
    await createJsonLinesWriter(file, { openFile: shortWriting("finish") }).append(record("Zoë"));
    expect(readInbox(await readFile(file, "utf8")).leads.map((lead) => lead.fields.name)).toEqual(["Zoë"]);
  });

  it("undoes a write it cannot finish, and fails, so the post is answered with an error", async () => {
    const file = join(await writeTestBuild(), "inbox.jsonl");
    const { append } = createJsonLinesWriter(file);
    await append(record("First"));
    const before = await readFile(file, "utf8");
    await expect(createJsonLinesWriter(file, { openFile: shortWriting("disk full") }).append(record("Cut"))).rejects.toThrow(/ENOSPC/);
    expect(await readFile(file, "utf8")).toBe(before);
    await append(record("Next"));
    expect(wholeLines(await readFile(file, "utf8"))).toBe(true);
  });

  it("starts the next lead on a line of its own after a damaged last line, and the listing names that line", async () => {
    const file = join(await writeTestBuild(), "inbox.jsonl");
    await writeFile(file, `${JSON.stringify(record("First"))}\n{"receivedAt":"2026-11-26T10:01:00.000Z","form":"cont`);
    await createJsonLinesWriter(file).append(record("Next"));
    const { leads, damaged } = readInbox(await readFile(file, "utf8"));
    expect(leads.map((lead) => lead.fields.name)).toEqual(["Next", "First"]);
    expect(damaged).toEqual([{ line: 2, text: expect.stringMatching(/^\{"receivedAt"/) }]);
    expect(damagedReport(damaged)).toMatch(/line 2: /);
  });

  it("creates the inbox readable by its owner only", async () => {
    const file = join(await writeTestBuild(), "data", "inbox.jsonl");
    await createJsonLinesWriter(file).append(record("Zoë"));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  // The included server as a program, under a file-size limit as a full disk would stop it (bash's ulimit -f counts
  // 1,024-byte blocks; the soft limit, which its owner may lift), then with the limit lifted (prlimit), as when space
  // is freed.
  // Starts a Node process of its own: seconds on a busy host.
  it("on a full disk answers 500 (the form-error page without JavaScript), keeps whole lines, and stores the next lead once space returns", { timeout: 30_000 }, async () => {
    const dir = await writeTestBuild();
    const inboxFile = join(dir, "inbox.jsonl");
    const earlier = Array.from({ length: 40 }, (_, index) => JSON.stringify(record(`Lead ${index}`))).join("\n") + "\n";
    await writeFile(inboxFile, earlier.slice(0, earlier.lastIndexOf("\n", 6144 - 200) + 1));
    const size = (await stat(inboxFile)).size;
    const program = `
      import { createSiteServer } from ${JSON.stringify(join(process.cwd(), "server/server.mjs"))};
      const checks = {
        checkSubmission: (fields) => ({ ok: true, form: "contact", values: { name: fields.name, email: fields.email, message: fields.message } }),
        leadReference: () => "K7QM-3XPA",
        attributionOf: () => ({}),
        consentOf: () => false,
      };
      const { server } = createSiteServer({ buildDir: ${JSON.stringify(join(dir, "build"))}, inboxFile: ${JSON.stringify(inboxFile)}, checks, rateLimit: 0 });
      server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
    const child = spawn("bash", ["-c", 'ulimit -S -f 6 && exec "$0" --input-type=module -e "$1"', process.execPath, program], { stdio: ["ignore", "pipe", "pipe"] });
    try {
      const port = await new Promise<string>((resolve, reject) => {
        child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
        child.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
      });
      const lead = (accept: string) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({ name: "Zoë", email: "zoe@brand.com", message: "m".repeat(400) })) form.append(name, value);
        return fetch(`http://127.0.0.1:${port}/api/inbox`, { method: "POST", body: form, headers: { Accept: accept }, redirect: "manual" });
      };
      const refused = await lead("application/json");
      expect(refused.status).toBe(500);
      expect((await refused.json()).success).toBe(false);
      const page = await lead("text/html,application/xhtml+xml");
      expect(page.status).toBe(500);
      expect(await page.text()).toBe(FORM_ERROR);
      expect((await stat(inboxFile)).size).toBe(size);

      expect(spawnSync("prlimit", [`--pid=${child.pid}`, "--fsize=unlimited"]).status).toBe(0);
      expect((await lead("application/json")).status).toBe(200);
      const text = await readFile(inboxFile, "utf8");
      expect(wholeLines(text)).toBe(true);
      expect(readInbox(text).leads[0]!.fields.message).toBe("m".repeat(400));
      expect(inboxTable(text).split("\n")[2]).toMatch(/Zoë/);
    } finally {
      child.kill();
    }
  });
});
