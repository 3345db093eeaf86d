import { chmod, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installCommand, prerequisites, present } from "./check-prerequisites.mjs";

describe("npm test's system prerequisites", () => {
  it("finds a program at its path or on PATH, and misses one that is neither", async () => {
    const folder = await mkdtemp(join(tmpdir(), "prerequisites-"));
    const program = join(folder, "Xvfb");
    await writeFile(program, "#!/bin/sh\n");
    await chmod(program, 0o755);
    expect(present({ command: "Xvfb" }, folder)).toBe(true);
    expect(present({ paths: [program] }, "")).toBe(true);
    expect(present({ command: "Xvfb", paths: [join(folder, "absent")] }, "/nonexistent")).toBe(false);
  });

  it("names the one Debian command that installs what is missing", () => {
    const missing = prerequisites.filter((item) => ["Chromium", "Firefox ESR"].includes(item.what));
    expect(installCommand(missing)).toMatch(/^apt-get update && apt-get install -y --no-install-recommends chromium firefox-esr\b/);
    expect(installCommand(missing, "sudo ")).toMatch(/^sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium firefox-esr\b/);
  });
});
