// @vitest-environment node
import { request } from "node:http";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_REFERENCE_PATTERN } from "~/forms/lead-reference.mjs";
import { FORM_ERROR, startTestSite } from "./site-under-test";

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
    expect(record.form).toBe("contact");
    expect(record.reference).toMatch(LEAD_REFERENCE_PATTERN);
    expect(record.spam).toBeUndefined();
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

  it("answers a filled honeypot with success and stores the post marked as spam, never dropping it", async () => {
    const before = (await lines()).length;
    const response = await post(contactForm({ botcheck: "on" }));
    expect(response.status).toBe(200);
    const added = (await lines()).slice(before).map((line) => JSON.parse(line));
    expect(added).toHaveLength(1);
    expect(added[0].spam).toBe("honeypot");
  });

  it("keeps the browser's reference, the attribution fields and nothing else that was posted", async () => {
    const before = (await lines()).length;
    const response = await post(
      contactForm({
        reference: "K7QM-3XPA",
        replyto: "zoe@brand.com",
        first_touch_landing_page: "/",
        first_touch_utm_source: "instagram",
        first_touch_fbclid: "AbC_12-xyz",
        last_touch_utm_campaign: "x".repeat(500),
        unknown_field: "kept nowhere",
        access_key: "",
      }),
    );
    expect(response.status).toBe(200);
    const [record] = (await lines()).slice(before).map((line) => JSON.parse(line));
    expect(record.reference).toBe("K7QM-3XPA");
    expect(record.fields).toEqual({
      name: "Zoë",
      email: "zoe@brand.com",
      message: "Hi 👋",
      first_touch_landing_page: "/",
      first_touch_utm_source: "instagram",
      first_touch_fbclid: "AbC_12-xyz",
      last_touch_utm_campaign: "x".repeat(200),
    });
  });

  it("takes a post without JavaScript's campaign from the page of this site it was sent from, never from another site's", async () => {
    const before = (await lines()).length;
    const page = `${site.url}/lp/spring-launch?utm_source=instagram&utm_campaign=spring&fbclid=FB123`;
    await post(contactForm({ landing_page: "/lp/spring-launch: Spring launch" }), { referer: page });
    await post(contactForm(), { referer: `${site.url}/contact` });
    await post(contactForm(), { referer: "https://elsewhere.example/?utm_source=spoof" });
    await post(contactForm({ first_touch_landing_page: "/", first_touch_utm_source: "tiktok" }), { referer: page });
    const added = (await lines()).slice(before).map((line) => JSON.parse(line).fields);
    expect(added[0]).toMatchObject({
      landing_page: "/lp/spring-launch: Spring launch",
      first_touch_landing_page: "/lp/spring-launch",
      first_touch_utm_source: "instagram",
      first_touch_utm_campaign: "spring",
      first_touch_fbclid: "FB123",
    });
    expect(Object.keys(added[1]).filter((name) => name.startsWith("first_touch_"))).toEqual([]);
    expect(Object.keys(added[2]).filter((name) => name.startsWith("first_touch_"))).toEqual([]);
    expect(added[3]).toMatchObject({ first_touch_landing_page: "/", first_touch_utm_source: "tiktok" });
    expect(added[3].first_touch_fbclid).toBeUndefined();
  });

  it("gives a post without a well-formed reference one of its own", async () => {
    const before = (await lines()).length;
    await post(contactForm({ reference: "<script>" }));
    const [record] = (await lines()).slice(before).map((line) => JSON.parse(line));
    expect(record.reference).toMatch(LEAD_REFERENCE_PATTERN);
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

  // Lines of up to about 8 KB, past the size one write of a file is whole at: interleaved appends would tear them.
  // Sixty-four at once show it; two hundred took over five seconds on a busy host running the browser suites.
  // On a site and an inbox file of its own, so that no other test counts its lines; each post is fsync'd one after
  // another, which a slow host's disk makes seconds long.
  it("keeps 64 concurrent posts as exactly 64 whole lines", { timeout: 30_000 }, async () => {
    const count = 64;
    const own = await startTestSite();
    try {
      const responses = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          fetch(`${own.url}/api/inbox`, { method: "POST", body: contactForm({ message: `concurrent ${index} ${"é".repeat(index * 60)}` }) }),
        ),
      );
      expect(responses.every((response) => response.status === 200)).toBe(true);
      const added = (await readFile(own.inboxFile, "utf8")).split("\n").filter(Boolean).map((line) => JSON.parse(line));
      expect(added).toHaveLength(count);
      expect(new Set(added.map((record) => record.fields.message.split(" ")[1])).size).toBe(count);
    } finally {
      await own.close();
    }
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

const validApplication = {
  email: "renee@brand.com",
  fullName: "Renée O'Connor",
  age: "29",
  instagramId: "@renee.brand",
  phoneNumber: "+1 (555) 010-0199",
  followers: "12500",
  goals: "Launch our spring line",
};
const validContact = { name: "Zoë", email: "zoe@brand.com", message: "Hi" };

/** For each field of each form: empty, too long, and of the wrong kind where a kind applies. */
const invalidPosts: [string, Record<string, string>, string][] = [
  ...Object.keys(validContact).map((name): [string, Record<string, string>, string] => [`contact ${name} empty`, { ...validContact, [name]: "  " }, name]),
  ...Object.keys(validApplication).map((name): [string, Record<string, string>, string] => [`application ${name} empty`, { ...validApplication, [name]: "" }, name]),
  ["contact name too long", { ...validContact, name: "n".repeat(101) }, "name"],
  ["contact email too long", { ...validContact, email: `${"e".repeat(250)}@brand.com` }, "email"],
  ["contact message too long", { ...validContact, message: "m".repeat(5001) }, "message"],
  ["contact email not an address", { ...validContact, email: "zoe@" }, "email"],
  ["contact name with a terminal's escape sequence", { ...validContact, name: "Eve\x1b]0;PWNED\x07\x1b[2J" }, "name"],
  ["contact message with a control character", { ...validContact, message: "Hi\x0bthere" }, "message"],
  ["contact missing message", { name: "Zoë", email: "zoe@brand.com" }, "message"],
  ["application goals too long", { ...validApplication, goals: "g".repeat(5001) }, "goals"],
  ["application fullName too long", { ...validApplication, fullName: "f".repeat(101) }, "fullName"],
  ["application age not a number", { ...validApplication, age: "twenty" }, "age"],
  ["application age out of range", { ...validApplication, age: "7" }, "age"],
  ["application followers not a whole number", { ...validApplication, followers: "1.5k" }, "followers"],
  ["application followers too long", { ...validApplication, followers: "9".repeat(13) }, "followers"],
  ["application phone not a phone number", { ...validApplication, phoneNumber: "call me" }, "phoneNumber"],
  ["application Instagram handle too long", { ...validApplication, instagramId: "i".repeat(31) }, "instagramId"],
];

describe("local inbox validation (the forms' own schemas)", () => {
  it.each(invalidPosts)("refuses %s with 400 naming the field, and stores nothing", async (_name, values, field) => {
    const before = (await lines()).length;
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    const response = await post(form);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
    expect(Object.keys(body.errors)).toContain(field);
    expect(await lines()).toHaveLength(before);
  });

  it("stores a valid application as an application, trimmed as the browser trims it", async () => {
    const before = (await lines()).length;
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validApplication, fullName: "  Renée O'Connor " })) form.append(name, value);
    expect((await post(form)).status).toBe(200);
    const [record] = (await lines()).slice(before).map((line) => JSON.parse(line));
    expect(record.form).toBe("apply");
    expect(record.fields).toEqual(validApplication);
  });

  it("answers a refused post sent without JavaScript with the form-error page, not JSON", async () => {
    const before = (await lines()).length;
    const response = await post(contactForm({ email: "not-an-address", redirect: "http://localhost:3000/thanks" }), {
      Accept: "text/html,application/xhtml+xml",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(await response.text()).toBe(FORM_ERROR);
    expect(await lines()).toHaveLength(before);
  });
});

describe("local inbox throttling", () => {
  const send = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/api/inbox`, { method: "POST", body: contactForm(), headers });

  it("answers the sixth post in a minute from one address with 429 and Retry-After; another address is not affected", async () => {
    const limited = await startTestSite({ rateLimit: 5, trustProxy: "loopback" });
    try {
      const first = { "X-Forwarded-For": "203.0.113.7" };
      for (let index = 0; index < 5; index++) expect((await send(limited.url, first)).status).toBe(200);
      const sixth = await send(limited.url, first);
      expect(sixth.status).toBe(429);
      const retryAfter = Number(sixth.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await sixth.json()).toMatchObject({ success: false });
      expect((await send(limited.url, { "X-Forwarded-For": "203.0.113.8" })).status).toBe(200);
      // Every post answered 200 was stored: 5 from the first address, 1 from the second.
      const stored = (await readFile(limited.inboxFile, "utf8")).split("\n").filter(Boolean);
      expect(stored).toHaveLength(6);
    } finally {
      await limited.close();
    }
  });

  it("ignores X-Forwarded-For unless told to trust the proxy", async () => {
    const limited = await startTestSite({ rateLimit: 5 });
    try {
      for (let index = 0; index < 5; index++) {
        expect((await send(limited.url, { "X-Forwarded-For": `198.51.100.${index}` })).status).toBe(200);
      }
      expect((await send(limited.url, { "X-Forwarded-For": "198.51.100.99" })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("answers a throttled post sent without JavaScript with the form-error page", async () => {
    const limited = await startTestSite({ rateLimit: 1 });
    try {
      await send(limited.url);
      const response = await send(limited.url, { Accept: "text/html" });
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await response.text()).toBe(FORM_ERROR);
    } finally {
      await limited.close();
    }
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
