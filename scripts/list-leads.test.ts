// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { campaignCounts, inboxTable } from "./list-leads.mjs";

const lead = (receivedAt: string, extra: object) => JSON.stringify({ receivedAt, ...extra });

describe("npm run inbox", () => {
  it("lists leads newest first with time, form, name, e-mail, reference and campaign", () => {
    const text = [
      lead("2026-11-20T09:15:00.000Z", { form: "contact", reference: "AAAA-BBBB", fields: { name: "Zoë", email: "zoe@brand.com" } }),
      lead("2026-11-20T09:30:00.000Z", { form: "tiktok-instant-form", reference: "EEEE-FFFF", fields: { name: "Max", email: "max@brand.com", first_touch_utm_source: "tiktok", first_touch_utm_medium: "paid", first_touch_utm_id: "1789012345678901234" } }),
      lead("2026-11-21T10:30:00.000Z", {
        form: "apply",
        reference: "K7QM-3XPA",
        judgement: { outcome: "not-a-fit", rule: "Under 18", reason: "Under 18" },
        fields: { fullName: "Renée O'Connor", email: "renee@brand.com", first_touch_utm_source: "instagram", first_touch_utm_medium: "paid", first_touch_utm_campaign: "spring" },
      }),
      "not json",
      lead("2026-11-22T11:00:00.000Z", { form: "contact", reference: "CCCC-DDDD", spam: "honeypot", fields: { name: "Bot", email: "b@b.b" } }),
    ].join("\n");
    const rows = inboxTable(text).split("\n");
    expect(rows[0]).toMatch(/^time\s+form\s+name\s+e-mail\s+reference\s+campaign\s+judged\s+note$/);
    expect(rows.slice(2)).toHaveLength(4);
    expect(rows[2]).toMatch(/^2026-11-22 11:00\s+contact\s+Bot\s+b@b\.b\s+CCCC-DDDD\s+direct\s+spam$/);
    expect(rows[3]).toMatch(/^2026-11-21 10:30\s+application\s+Renée O'Connor\s+renee@brand\.com\s+K7QM-3XPA\s+instagram \/ paid \/ spring\s+not a fit \(Under 18\)$/);
    expect(rows[4]).toMatch(/^2026-11-20 09:30\s+TikTok form\s+Max\s+max@brand\.com\s+EEEE-FFFF\s+tiktok \/ paid \/ 17890123/);
    expect(rows[5]).toMatch(/^2026-11-20 09:15\s+contact\s+Zoë/);
  });

  it("lists only the leads the agency's rules judged as asked", () => {
    const text = [
      lead("2026-11-20T09:15:00.000Z", { form: "apply", reference: "AAAA-BBBB", judgement: { outcome: "fit", rule: "10,000 followers or more" }, fields: { fullName: "Zoë" } }),
      lead("2026-11-20T09:30:00.000Z", { form: "apply", reference: "CCCC-DDDD", judgement: { outcome: "not-a-fit", rule: "Under 18", reason: "Under 18" }, fields: { fullName: "Max" } }),
      lead("2026-11-20T09:45:00.000Z", { form: "contact", reference: "EEEE-FFFF", fields: { name: "Kept before rules" } }),
    ].join("\n");
    expect(inboxTable(text, "fit").split("\n").slice(2)).toEqual([expect.stringMatching(/^2026-11-20 09:15\s+application\s+Zoë\s+AAAA-BBBB\s+direct\s+fit$/)]);
    expect(inboxTable(text, "not-a-fit").split("\n").slice(2)).toEqual([expect.stringMatching(/CCCC-DDDD\s+direct\s+not a fit \(Under 18\)$/)]);
    expect(inboxTable(text).split("\n").slice(2)).toHaveLength(3);
  });

  it("counts leads per landing page and campaign, most first, spam left out", () => {
    const ad = { first_touch_utm_source: "instagram", first_touch_utm_campaign: "spring" };
    const text = [
      lead("2026-11-20T09:00:00.000Z", { form: "contact", fields: { ...ad, landing_page: "/lp/skincare: Skincare launches" } }),
      lead("2026-11-20T10:00:00.000Z", { form: "apply", fields: { ...ad, landing_page: "/lp/skincare: Skincare launches" } }),
      lead("2026-11-20T11:00:00.000Z", { form: "contact", fields: { first_touch_landing_page: "/" } }),
      lead("2026-11-20T12:00:00.000Z", { form: "contact", spam: "honeypot", fields: { ...ad, landing_page: "/lp/skincare: Skincare launches" } }),
    ].join("\n");
    const rows = campaignCounts(text).split("\n");
    expect(rows[0]).toMatch(/^landing page\s+campaign\s+leads$/);
    expect(rows.slice(1)).toEqual([expect.stringMatching(/^\/lp\/skincare: Skincare launches\s+instagram \/ spring\s+2$/), expect.stringMatching(/^\/\s+direct\s+1$/)]);
  });

  // As a lead stored before the forms refused control characters would be, and a line cut short.
  it("never writes a control character to the terminal, and reports a line it cannot read by its number", async () => {
    const file = join(await mkdtemp(join(tmpdir(), "inbox-")), "inbox.jsonl");
    const name = "Eve\x1b]0;PWNED\x07\x1b[2J\u202e";
    await writeFile(file, [lead("2026-11-20T09:15:00.000Z", { form: "contact", fields: { name, email: "eve@x.com", landing_page: "/lp/\x1b[2J" } }), '{"receivedAt":"2026-11-2'].join("\n"));
    for (const args of [[], ["--by-campaign"]]) {
      const listed = spawnSync(process.execPath, ["scripts/list-leads.mjs", ...args], { env: { ...process.env, INBOX_FILE: file }, encoding: "utf8" });
      // Nothing but line breaks among the control characters, and no direction override.
      expect(listed.stdout).not.toMatch(/(?!\n)[\p{Cc}\u202e]/u);
      expect(listed.stdout).toContain(args.length ? "/lp/\\x1b[2J" : "Eve\\x1b]0;PWNED\\x07");
      expect(listed.stdout).toMatch(/^1 lead in /);
      expect(listed.stdout).toMatch(/\n {2}line 2: \{"receivedAt":"2026-11-2\n/);
      expect(listed.status).toBe(1);
    }
  });
});
