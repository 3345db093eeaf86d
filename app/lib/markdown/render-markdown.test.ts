import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";
import { MARKDOWN_MAX_CHARACTERS } from "~/content/schema/markdown-limits";
import { picturesOf, renderMarkdown, splitFrontMatter } from "./render-markdown";

const html = (markdown: string) => toHtml(renderMarkdown(markdown));

describe("the agency's Markdown, rendered at build", () => {
  // The content check, the pictures and the pages each read a body: it is rendered once.
  it("renders a text once, however often it is asked for", () => {
    const text = "## Once\n\nA text read three times in a build.";
    expect(renderMarkdown(text)).toBe(renderMarkdown(text));
  });

  it("refuses a text over the size or depth limits before parsing it", () => {
    expect(() => renderMarkdown(`${"> ".repeat(2000)}Deep.`)).toThrow(/^The text nests quotes and lists 2,000 levels deep at line 1/);
    expect(() => renderMarkdown("x".repeat(MARKDOWN_MAX_CHARACTERS + 1))).toThrow(/^The text is [\d,]+ characters long, over the limit/);
  });

  it("renders headings, lists, GitHub's tables, quotes, code and links", () => {
    const out = html("## Plan\n\n- one\n- two\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n> quoted\n\n```\ncode <b>\n```\n\n[a link](https://example.com)");
    expect(out).toContain("<h2>Plan</h2>");
    expect(out).toContain("<li>one</li>");
    expect(out).toMatch(/<table>[\s\S]*<th>A<\/th>[\s\S]*<td>2<\/td>/);
    expect(out).toContain("<blockquote>");
    expect(out).toContain("<pre><code>code &#x3C;b>\n</code></pre>");
    expect(out).toContain('<a href="https://example.com">a link</a>');
  });

  it("drops every script, event attribute and javascript: address the text holds, as Markdown or raw HTML", () => {
    const out = html(
      [
        "<script>alert(1)</script>",
        '<img src="/media/a.jpg" alt="A" onerror="alert(2)">',
        '<a href="javascript:alert(3)">raw</a> [md](javascript:alert(4))',
        '<svg onload="alert(5)"></svg><iframe src="https://example.com"></iframe>',
        "<p style=\"background:url(javascript:alert(6))\">styled</p>",
      ].join("\n\n"),
    );
    expect(out).not.toMatch(/alert|<script|onerror|onload|javascript:|<iframe|<svg|style=/i);
    expect(out).toContain('<img src="/media/a.jpg" alt="A">');
  });

  it("keeps the page's title its one first-level heading: a text that uses one moves every heading down a level", () => {
    expect(html("# Big\n\n## Less")).toBe("<h2>Big</h2>\n<h3>Less</h3>");
    expect(html("## Kept\n\n### Kept too")).toBe("<h2>Kept</h2>\n<h3>Kept too</h3>");
  });

  it("lists the pictures it shows, raw HTML's included", () => {
    expect(picturesOf(renderMarkdown('![One](/media/one.jpg)\n\n<img src="/media/two.png" alt="Two">'))).toEqual([
      { src: "/media/one.jpg", alt: "One" },
      { src: "/media/two.png", alt: "Two" },
    ]);
  });

  it("splits the front matter from the body, and says what is wrong with one it cannot read", () => {
    expect(splitFrontMatter("---\ntitle: A\ndate: 2026-11-25\n---\nBody\n")).toEqual({ data: { title: "A", date: "2026-11-25" }, body: "Body\n" });
    expect(splitFrontMatter("No front matter")).toEqual({ error: expect.stringMatching(/^it has no front matter/) });
    expect(splitFrontMatter("---\ntitle: A: B\n---\nBody")).toEqual({ error: expect.stringMatching(/^its front matter is not valid YAML \(.+\): check the colons, quotes and indentation$/) });
  });
});
