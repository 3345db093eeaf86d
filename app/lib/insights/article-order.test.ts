import { describe, expect, it } from "vitest";
import { newestFirst, relatedTo, tagsOf } from "./article-order";

const article = (slug: string, date: string, tags: string[] = [], updated?: string) => ({ slug, title: slug, date, tags, updated });

describe("the order of articles", () => {
  it("puts the newest first, then the later change, then the title", () => {
    const list = [article("b", "2026-01-01"), article("a", "2026-03-01"), article("d", "2026-01-01", [], "2026-02-01"), article("c", "2026-01-01")];
    expect([...list].sort(newestFirst).map((item) => item.slug)).toEqual(["a", "d", "b", "c"]);
  });

  it("gathers each tag's articles, one tag for a name written with a space or a hyphen", () => {
    const one = article("one", "2026-02-01", ["paid social", "creative"]);
    const two = article("two", "2026-01-01", ["paid-social"]);
    expect(tagsOf([one, two]).map((tag) => [tag.slug, tag.name, tag.articles.map((item) => item.slug)])).toEqual([
      ["creative", "creative", ["one"]],
      ["paid-social", "paid social", ["one", "two"]],
    ]);
  });

  it("relates up to three others: most shared tags first, then the newest", () => {
    const self = article("self", "2026-05-01", ["a", "b"]);
    const list = [
      self,
      article("newest-unrelated", "2026-04-01"),
      article("shares-one", "2026-01-01", ["a"]),
      article("shares-two", "2025-01-01", ["a", "b"]),
      article("older-unrelated", "2024-01-01"),
    ];
    expect(relatedTo(self, list).map((item) => item.slug)).toEqual(["shares-two", "shares-one", "newest-unrelated"]);
    expect(relatedTo(self, [self])).toEqual([]);
  });
});
