// @vitest-environment node
import type { Element, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { describe, expect, it } from "vitest";
import { messagePageHtml, numbersPageHtml } from "./numbers-page.mjs";
import { reportOf } from "./numbers-report.mjs";

const day = { day: "2026-11-23", campaignId: "", qualified: 0, booked: 0, revenue: {} };
const report = reportOf(
  [
    { ...day, landingPage: "/lp/spring", source: "meta", campaign: "spring", landings: 40, leads: 4, clients: 1, revenue: { EUR: 4800 } },
    { ...day, landingPage: "/", source: "direct", campaign: "(none)", landings: 10, leads: 1, clients: 0 },
  ],
  "2026-11-01",
  "2026-11-28",
);
const weeks = [{ week: "2026-11-23", landings: 50, leads: 5, spend: {} }];

/** A node's text, as a reader hears it. */
const toString = (node: Element | RootContent): string => (node.type === "text" ? node.value : "children" in node ? node.children.map(toString).join("") : "");
const cellsOf = (row: Element) => selectAll("td, th", row);
const span = (cell: Element) => Number(cell.properties.colSpan ?? 1);

describe("the numbers' page", () => {
  // The report's table (the weeks' table has no caption).
  const tree = select("table:has(caption)", fromHtml(numbersPageHtml({ report, weeks, from: report.from, to: report.to }))) as Element;
  const columns = selectAll("thead th", tree).length;

  it("has a totals row that says what it adds up, and no labelled cell left empty (a phone shows each cell's label)", () => {
    const totals = select("tfoot tr", tree);
    expect(totals).toBeDefined();
    const cells = cellsOf(totals as Element);
    // The same columns as the rows above, the key's three under one cell.
    expect(cells.reduce((sum, cell) => sum + span(cell), 0)).toBe(columns);
    expect(cells[0]?.tagName).toBe("th");
    expect(span(cells[0] as Element)).toBe(3);
    expect(toString(cells[0] as Element)).toMatch(/landing page, source and campaign/);
    for (const cell of cells) expect(toString(cell).trim(), String(cell.properties.dataLabel)).not.toBe("");
    expect(cells.slice(1).map((cell) => [cell.properties.dataLabel, toString(cell)])).toEqual([
      ["Landings", "50"],
      ["Leads", "5"],
      ["Rate", "10.0 %"],
      ["Qualified", "0"],
      ["Booked", "0"],
      ["Clients", "1"],
      ["Revenue", expect.stringMatching(/4,?800/)],
    ]);
  });

  it("labels every cell of every row with its column", () => {
    const headers = selectAll("thead th", tree).map((header) => toString(header));
    for (const row of selectAll("tbody tr", tree)) {
      expect(cellsOf(row).map((cell) => cell.properties.dataLabel)).toEqual(headers);
      for (const cell of cellsOf(row)) expect(toString(cell).trim()).not.toBe("");
    }
  });
});

describe("a page that says one thing", () => {
  it("shows a command as code and escapes everything else", () => {
    const tree = fromHtml(messagePageHtml("Not <ready>", "Run `npm run wrangler -- d1 migrations apply NUMBERS --local` & reload."));
    expect(toString(select("h1", tree) as Element)).toBe("Not <ready>");
    expect(toString(select("p code", tree) as Element)).toBe("npm run wrangler -- d1 migrations apply NUMBERS --local");
    expect(toString(select("p", tree) as Element)).toBe("Run npm run wrangler -- d1 migrations apply NUMBERS --local & reload.");
  });
});
