import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_INFO_FILE, readBuildInfo } from "./build-info.mjs";
import { createSiteServer } from "./server.mjs";
import { writeTestBuild } from "./site-under-test";

async function withBuildInfo(change: (info: Record<string, unknown>) => unknown) {
  const dir = await writeTestBuild();
  const file = join(dir, "build", BUILD_INFO_FILE);
  const info = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  await writeFile(file, JSON.stringify(change(info)));
  return join(dir, "build");
}

describe("build-info.json", () => {
  it("is read when it describes a build", async () => {
    const build = await withBuildInfo((info) => info);
    expect(readBuildInfo(build)).toMatchObject({ localInbox: true, formEndpoint: "/api/inbox" });
  });

  it.each([
    ["a missing field", (info: Record<string, unknown>) => ({ ...info, csp: undefined }), /csp/],
    ["a field of the wrong kind", (info: Record<string, unknown>) => ({ ...info, localInbox: "yes" }), /localInbox/],
    ["no pages", (info: Record<string, unknown>) => ({ ...info, pages: [] }), /pages/],
    ["a page that is not HTML", (info: Record<string, unknown>) => ({ ...info, pages: [{ path: "/", file: "index.js", module: "app/routes/home.tsx", indexed: true }] }), /pages\.0\.file/],
    ["an unknown field", (info: Record<string, unknown>) => ({ ...info, port: 80 }), /port/],
    ["a site URL that is not one", (info: Record<string, unknown>) => ({ ...info, siteUrl: "example" }), /siteUrl/],
    ["a local inbox at a remote URL", (info: Record<string, unknown>) => ({ ...info, formEndpoint: "https://example.com/in" }), /localInbox must say/],
    ["a local inbox without its check", (info: Record<string, unknown>) => ({ ...info, inboxCheck: undefined }), /inboxCheck/],
    ["a check outside the build's own names", (info: Record<string, unknown>) => ({ ...info, inboxCheck: "x.mjs; rm" }), /inboxCheck/],
    ["not an object", () => [], /does not describe a build/],
  ])("stops the server with the field's name on %s", async (_, change, message) => {
    const build = await withBuildInfo(change);
    expect(() => readBuildInfo(build)).toThrow(message);
    expect(() => createSiteServer({ buildDir: build })).toThrow(/rebuild with "npm run build"/);
  });

  it("says what to run when the file is missing or not JSON", async () => {
    const dir = await writeTestBuild();
    await writeFile(join(dir, "build", BUILD_INFO_FILE), "{");
    expect(() => readBuildInfo(join(dir, "build"))).toThrow(/is not JSON/);
    await rm(join(dir, "build", BUILD_INFO_FILE));
    expect(() => readBuildInfo(join(dir, "build"))).toThrow(/run "npm run build" first/);
  });
});

describe("the server at start", () => {
  it("refuses a build without its not-found page instead of failing on the first unknown URL", async () => {
    const dir = await writeTestBuild({ localInbox: false });
    await rm(join(dir, "build", "client", "404.html"));
    expect(() => createSiteServer({ buildDir: join(dir, "build") })).toThrow(/The build has no 404.html/);
  });

  // Starts a Node process of its own: seconds on a busy host.
  it("stops at once, naming what is missing, when a platform's lead settings are half set", { timeout: 30_000 }, async () => {
    const dir = await writeTestBuild({ localInbox: false });
    const child = spawn(process.execPath, [resolve("server/server.mjs")], {
      env: { ...process.env, BUILD_DIR: join(dir, "build"), PORT: "0", META_LEADS_TOKEN: "a-system-user-token" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((done) => child.once("exit", done));
    expect(code).toBe(1);
    expect(output).toContain("META_LEADS_TOKEN is set, so META_PAGE_ID and META_LEADS_VERIFY_TOKEN must be set too");
    expect(output).not.toContain("Site ready");
  });

  // Starts a Node process of its own: seconds on a busy host.
  it("starts as a program from a path with spaces, through a symlink", { timeout: 30_000 }, async () => {
    const dir = await writeTestBuild({ localInbox: false });
    const links = await mkdtemp(join(tmpdir(), "path with spaces-"));
    const program = join(links, "site server.mjs");
    await symlink(resolve("server/server.mjs"), program);
    const child = spawn(process.execPath, [program], {
      env: { ...process.env, BUILD_DIR: join(dir, "build"), PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const ready = await new Promise<string>((done, fail) => {
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (/Site ready at (http:\/\/localhost:\d+)/.test(output)) done(output);
        });
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.once("exit", (code) => fail(new Error(`exited with ${code}: ${output}`)));
      });
      const url = /Site ready at (http:\/\/localhost:\d+)/.exec(ready)?.[1] ?? "";
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
