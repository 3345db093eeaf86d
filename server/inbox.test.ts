// @vitest-environment node
import { request } from "node:http";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite } from "./test-site";

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

function contactForm(extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: "Zoë", email: "zoe@brand.com", message: "Hi 👋", ...extra })) {
    form.append(name, value);
  }
  return form;
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/api/inbox`, { method: "POST", body, headers, redirect: "manual" });

async function lines() {
  const text = await readFile(site.inboxFile, "utf8").catch(() => "");
  return text.split("\n").filter(Boolean);
}

describe("local inbox", () => {
  it("stores a multipart post as one JSON line and answers like the form service", async () => {
    const before = (await lines()).length;
    const response = await post(contactForm({ access_key: "", botcheck: "", subject: "New contact message: Zoë" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Email sent successfully!" });
    const all = await lines();
    expect(all).toHaveLength(before + 1);
    const record = JSON.parse(all.at(-1)!);
    expect(record.fields).toEqual({ name: "Zoë", email: "zoe@brand.com", message: "Hi 👋", subject: "New contact message: Zoë" });
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
  });

  it("redirects a no-JavaScript post to the confirmation page, never elsewhere", async () => {
    const ours = await post(contactForm({ redirect: "http://localhost:3000/thanks" }));
    expect(ours.status).toBe(303);
    expect(ours.headers.get("location")).toBe("/thanks");
    for (const target of ["https://evil.example/phish?x=1", "//evil.example", "javascript:alert(1)"]) {
      const foreign = await post(contactForm({ redirect: target }));
      expect(foreign.headers.get("location")).toBe("/thanks");
    }
  });

  it("answers a filled honeypot with success and stores nothing", async () => {
    const before = (await lines()).length;
    const response = await post(contactForm({ botcheck: "on" }));
    expect(response.status).toBe(200);
    expect(await lines()).toHaveLength(before);
  });

  it("rejects other content types with 415 and JSON", async () => {
    for (const [body, type] of [
      ["name=a", "application/x-www-form-urlencoded"],
      ['{"name":"a"}', "application/json"],
      ["name", "text/plain"],
    ] as const) {
      const response = await post(body, { "Content-Type": type });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it("rejects malformed multipart with 400 and JSON", async () => {
    const noBoundary = await post("--x\r\n", { "Content-Type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
    expect(await noBoundary.json()).toMatchObject({ success: false });
    const truncated = await post('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nZo', {
      "Content-Type": "multipart/form-data; boundary=b",
    });
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toMatchObject({ success: false });
  });

  it("rejects an empty form and file uploads", async () => {
    expect((await post(new FormData())).status).toBe(400);
    const withFile = contactForm();
    withFile.append("cv", new Blob(["%PDF"]), "cv.pdf");
    expect((await post(withFile)).status).toBe(400);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const response = await post(contactForm({ message: "x".repeat(1024 * 1024 + 10) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("refuses a declared oversize body with 413 before reading it", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${site.url}/api/inbox`, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=b", "Content-Length": String(50 * 1024 * 1024) },
      });
      req.on("response", (response) => resolve(response.statusCode ?? 0));
      req.on("error", reject);
      req.write("--b\r\n");
    });
    expect(status).toBe(413);
  });

  it("stops reading a streamed body (no declared length) once it passes 1 MB", async () => {
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      const req = request(`${site.url}/api/inbox`, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=b", "Transfer-Encoding": "chunked" },
      });
      let sent = 0;
      const chunk = Buffer.alloc(64 * 1024, "x");
      req.on("response", (response) => {
        resolve({ status: response.statusCode ?? 0, sent });
        req.destroy();
      });
      req.on("error", (error) => (sent > 1024 * 1024 ? undefined : reject(error)));
      req.write('--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n');
      const pump = () => {
        // Up to 8 MB, but the server answers long before.
        while (sent < 8 * 1024 * 1024 && req.write(chunk)) sent += chunk.length;
        if (sent < 8 * 1024 * 1024) req.once("drain", pump);
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("keeps 200 concurrent posts as exactly 200 whole lines", async () => {
    const before = (await lines()).length;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => post(contactForm({ message: `concurrent ${index} ${"é".repeat(index * 20)}` }))),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const added = (await lines()).slice(before).map((line) => JSON.parse(line));
    expect(added).toHaveLength(200);
    expect(new Set(added.map((record) => record.fields.message.split(" ")[1])).size).toBe(200);
  });

  it("still serves pages after all of the above", async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Home</h1>");
  });

  it("allows only POST", async () => {
    const response = await fetch(`${site.url}/api/inbox`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("without the local inbox", () => {
  it("has no inbox endpoint when the build posts to the form service", async () => {
    const other = await startTestSite({ localInbox: false });
    try {
      const response = await fetch(`${other.url}/api/inbox`, { method: "POST", body: contactForm() });
      expect(response.status).toBe(405);
    } finally {
      await other.close();
    }
  });
});
