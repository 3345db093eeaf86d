// @vitest-environment node
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { statusText } from "~/content/forms";
import { statusFor } from "~/forms/status";
import { parseRetryAfter, sendLeadCopy, submitForm } from "~/forms/send-lead";
import { WEB3FORMS_ENDPOINT } from "~/lib/form-endpoint";

const ENDPOINT = WEB3FORMS_ENDPOINT;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function body() {
  const data = new FormData();
  data.append("access_key", "key");
  data.append("name", "Zoë 👋");
  return data;
}

const send = (timeoutMs?: number) => submitForm({ endpoint: ENDPOINT, body: body(), timeoutMs });

describe("submitForm against the form service's documented answers", () => {
  it("sends multipart form data and reads a 200 success", async () => {
    let contentType = "";
    let name: FormDataEntryValue | null = null;
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        contentType = request.headers.get("content-type") ?? "";
        name = (await request.formData()).get("name");
        return HttpResponse.json({ success: true, message: "Email sent successfully!" });
      }),
    );
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await send()).toEqual({ kind: "success", message: "Email sent successfully!" });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(name).toBe("Zoë 👋");
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    [400, { success: false, message: "Invalid email address" }, "Invalid email address"],
    [403, { success: false, body: { message: "Invalid access key" } }, "Invalid access key"],
    [200, { success: false, message: "Spam detected" }, "Spam detected"],
    [500, { success: false, message: "Mail server down" }, "Mail server down"],
  ])("shows the provider's message for a %i answer and logs it", async (status, answer, shown) => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json(answer, { status })));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const outcome = await send();
    expect(outcome).toEqual({ kind: "rejected", status, message: shown });
    expect(statusFor(outcome)).toEqual({ tone: "error", text: shown, canRetry: true });
    expect(log).toHaveBeenCalledWith("Form service answered", status, answer);
  });

  it("honours Retry-After on 429", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json({ success: false, message: "Too many requests" }, { status: 429, headers: { "Retry-After": "42" } }),
      ),
    );
    vi.spyOn(console, "log").mockImplementation(() => {});
    const outcome = await send();
    expect(outcome).toEqual({ kind: "rate-limited", retryAfterSeconds: 42 });
    expect(statusFor(outcome).text).toBe(statusText.rateLimited(42));
    expect(statusFor(outcome).text).toContain("42 seconds");
  });

  it("words a 429 without Retry-After as a minute", async () => {
    server.use(http.post(ENDPOINT, () => new HttpResponse(null, { status: 429 })));
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(statusFor(await send()).text).toContain("in a minute");
  });

  it("never shows an HTML error page", async () => {
    const page = "<html><body><h1>502 Bad Gateway</h1><script>x()</script></body></html>";
    server.use(http.post(ENDPOINT, () => HttpResponse.html(page, { status: 502 })));
    vi.spyOn(console, "log").mockImplementation(() => {});
    const outcome = await send();
    expect(outcome).toEqual({ kind: "server-error", status: 502 });
    expect(statusFor(outcome).text).not.toMatch(/[<>]/);
  });

  it("treats an HTML body with status 200 as unreadable, not as success", async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.html("<p>Thanks!</p>")));
    vi.spyOn(console, "log").mockImplementation(() => {});
    const outcome = await send();
    expect(outcome).toEqual({ kind: "unreadable", status: 200 });
    expect(statusFor(outcome).text).toBe(statusText.unreadable);
  });

  it("reports a 500 without a message as a server error", async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({ success: false }, { status: 500 })));
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await send()).toEqual({ kind: "server-error", status: 500 });
  });

  it("reports a network failure", async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.error()));
    const outcome = await send();
    expect(outcome).toEqual({ kind: "network" });
    expect(statusFor(outcome).text).toBe(statusText.network);
  });

  it("gives up after the timeout and says the message may have arrived", async () => {
    server.use(
      http.post(ENDPOINT, async () => {
        await delay("infinite");
        return HttpResponse.json({ success: true });
      }),
    );
    const outcome = await send(50);
    expect(outcome).toEqual({ kind: "timeout" });
    expect(statusFor(outcome).text).toContain("may or may not have arrived");
  });

  it("gives up after the same timeout in a browser without AbortSignal.timeout", async () => {
    const timeout = AbortSignal.timeout;
    Reflect.deleteProperty(AbortSignal, "timeout");
    try {
      expect(AbortSignal.timeout).toBeUndefined();
      let seen = false;
      server.use(
        http.post(ENDPOINT, async () => {
          seen = true;
          await delay("infinite");
          return HttpResponse.json({ success: true });
        }),
      );
      const started = Date.now();
      expect(await send(200)).toEqual({ kind: "timeout" });
      expect(seen).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    } finally {
      AbortSignal.timeout = timeout;
    }
  });

  it("shortens an overlong provider message", async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({ success: false, message: "x".repeat(5000) }, { status: 400 })));
    vi.spyOn(console, "log").mockImplementation(() => {});
    const outcome = await send();
    expect(outcome.kind === "rejected" && outcome.message?.length).toBe(501);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:01:30 GMT", now)).toBe(90);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe("the site's own answers name the lead's owner's scheduler (docs/team.md)", () => {
  const LOCAL = "http://localhost/api/inbox";
  it("reads it from the local inbox's success, an https address only", async () => {
    server.use(http.post(LOCAL, () => HttpResponse.json({ success: true, message: "Email sent successfully!", scheduler: "https://cal.com/ana-silva/intro" })));
    expect(await submitForm({ endpoint: LOCAL, body: body() })).toEqual({ kind: "success", message: "Email sent successfully!", scheduler: "https://cal.com/ana-silva/intro" });
    server.use(http.post(LOCAL, () => HttpResponse.json({ success: true, message: "Email sent successfully!", scheduler: "javascript:alert(1)" })));
    expect(await submitForm({ endpoint: LOCAL, body: body() })).toEqual({ kind: "success", message: "Email sent successfully!" });
  });

  it("resolves a copy to the relay with the scheduler its answer names, and with nothing when the relay fails", async () => {
    const sent: string[] = [];
    const relay = (answer: Response) => (async (input: string | URL | Request, init?: RequestInit) => {
      sent.push(String(input), String(init?.keepalive));
      return answer;
    }) as typeof fetch;
    expect(await sendLeadCopy(body(), relay(Response.json({ success: true, scheduler: "https://cal.com/ben/intro" }, { status: 202 })))).toBe("https://cal.com/ben/intro");
    expect(sent).toEqual(["/api/lead", "true"]);
    expect(await sendLeadCopy(body(), relay(Response.json({ success: false }, { status: 503 })))).toBeUndefined();
    expect(await sendLeadCopy(body(), (async () => Promise.reject(new TypeError("offline"))) as typeof fetch)).toBeUndefined();
  });
});
