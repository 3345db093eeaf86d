import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { PICTURES } from "~/content/schema/fields";
import { MARKDOWN_MAX_CHARACTERS, MARKDOWN_MAX_DEPTH } from "~/content/schema/markdown-limits";
import { SHIPPED_DEFAULTS } from "../tests/test-sites.mjs";
import { contentCheck, contentProblems } from "./content-check";

// Each case breaks a copy of the shipped defaults (tests/test-sites.mjs) as an editor or a hand edit could, and expects the one
// line that tells the agency's staff which file, which field and what to do.
const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function copyOfContent() {
  const root = await mkdtemp(join(tmpdir(), "content-"));
  roots.push(root);
  await cp(join(SHIPPED_DEFAULTS, "content"), join(root, "content"), { recursive: true });
  const edit = async (file: string, change: (data: Record<string, unknown>) => void) => {
    const path = join(root, file);
    const data = JSON.parse(await readFile(path, "utf8"));
    change(data);
    await writeFile(path, JSON.stringify(data, null, 2));
  };
  const add = async (file: string, data: unknown) => {
    await mkdir(join(root, file, ".."), { recursive: true });
    await writeFile(join(root, file), typeof data === "string" ? data : JSON.stringify(data, null, 2));
  };
  return { root, edit, add };
}

const figures = "content/figures.json";
const question = "content/faq/who-do-you-work-with.json";
const testimonial = { order: 1, quote: "They grew our sales.", name: "Sam Lee", role: "Founder, Client A", consent: true };

describe("the content check", () => {
  it("passes the repository's own content", () => {
    expect(contentProblems(".")).toEqual([]);
  });

  it.each([
    ["a required text emptied", figures, (data: Record<string, unknown>) => ((data.items as { value: string }[])[2]!.value = " "), `${figures} (entry 3): Figure is empty: write it (at most 10 characters)`],
    ["a text over its limit", question, (data: Record<string, unknown>) => (data.answer = "x".repeat(601)), `${question}: Answer is too long: 601 characters, at most 600`],
    ["a malformed web address", "content/site.json", (data: Record<string, unknown>) => ((data.social as { url: string }[])[0]!.url = "instagram.com/agency"), "content/site.json (entry 1): Profile address is not a web address: write it in full, starting with https://"],
    ["a malformed e-mail address", "content/site.json", (data: Record<string, unknown>) => (data.email = "hello@"), "content/site.json: E-mail address is not an e-mail address (name@example.com)"],
    ["an unknown field", question, (data: Record<string, unknown>) => (data.anwser = "typo"), `${question}: Question has a field this site does not know, "anwser": remove it or check its spelling`],
    ["a link to a page the site does not have", question, (data: Record<string, unknown>) => (data.link = { label: "More", to: "/blog" }), expect.stringMatching(new RegExp(`^${question}: Link under the answer: choose one of the site's pages \\(/, /services`))],
    ["an icon the site cannot draw", "content/services/content.json", (data: Record<string, unknown>) => (data.icon = "camera"), "content/services/content.json: Icon: choose one of ads, creators, content, identity, engagement"],
    ["an emptied point of an About card", "content/about.json", (data: Record<string, unknown>) => ((data.cards as { items: string[] }[])[1]!.items[0] = ""), "content/about.json (entry 2, entry 1): Point is empty: write it (at most 160 characters)"],
    ["a home page part removed", "content/home.json", (data: Record<string, unknown>) => delete data.closing, "content/home.json: Closing invitation is missing from Home page: fill it in"],
  ])("refuses %s, naming the file, the field and the rule", async (_case, file, change, expected) => {
    const content = await copyOfContent();
    await content.edit(file, change);
    expect(contentProblems(content.root)).toEqual([expected]);
  });

  describe("the lead rules", () => {
    const file = "content/lead-rules.json";
    const rule = (type: string, name: string, when: object[], more: object = {}) => ({ type, name, when, ...more });
    const notAFit = { reason: "Under 18", message: "We work with adults only. Thank you for thinking of us.", links: [] };
    const everyoneElse = rule("review", "Everyone else", []);
    const refusal = async (rules: object[]) => {
      const content = await copyOfContent();
      await content.add(file, { rules });
      return contentProblems(content.root);
    };

    it("takes the documented example: under 18, fewer than 1,000 followers, 10,000 or more, everyone else", async () => {
      expect(
        await refusal([
          rule("not-a-fit", "Under 18", [{ field: "age", test: "at most", value: "17" }], notAFit),
          rule("not-a-fit", "Fewer than 1,000 followers", [{ field: "followers", test: "at most", value: "999" }], { ...notAFit, reason: "Not yet", links: [{ label: "Our guide", url: "https://example.com/guide" }] }),
          rule("fit", "10,000 followers or more", [{ field: "followers", test: "at least", value: "10,000" }]),
          rule("fit", "From the spring campaign in the UK", [{ field: "campaign", test: "contains any of", value: "spring" }, { field: "country", test: "is one of", value: "GB, IE" }]),
          rule("review", "Meta's form, asked about budget", [{ field: "answer", question: "monthly_budget", test: "contains any of", value: "5,000, 10,000" }, { field: "form", test: "is one of", value: "meta-instant-form" }]),
          everyoneElse,
        ]),
      ).toEqual([]);
    });

    it.each([
      ["a field no form has", [{ field: "folowers", test: "at least", value: "10000" }], `${file}: Rule 1, "Big accounts", condition 1: looks at "folowers", which no form has and no lead carries: pick one of the list`],
      ["a test that does not suit a number", [{ field: "followers", test: "contains any of", value: "10000" }], `${file}: Rule 1, "Big accounts", condition 1: Total followers (client application) is a number, so its test is at least, at most or between, not "contains any of"`],
      ["a test that does not suit a text", [{ field: "goals", test: "at least", value: "3" }], `${file}: Rule 1, "Big accounts", condition 1: Your main goals (client application) is a text, so its test is is empty, is not empty or contains any of, not "at least"`],
      ["a number that is not one", [{ field: "followers", test: "at least", value: "ten thousand" }], `${file}: Rule 1, "Big accounts", condition 1: at least needs a number, like 10000 or 10,000; "ten thousand" is not one`],
      ["a range the wrong way round", [{ field: "followers", test: "between", value: "50000 to 1000" }], `${file}: Rule 1, "Big accounts", condition 1: between needs two numbers, the smaller first, like 1000 to 50000; "50000 to 1000" is not that`],
      ["a test without its value", [{ field: "followers", test: "at least" }], `${file}: Rule 1, "Big accounts", condition 1: "at least" needs a value: write it`],
      ["a country that is not a code", [{ field: "country", test: "is one of", value: "GB, Germany" }], `${file}: Rule 1, "Big accounts", condition 1: a country is its two-letter code, like GB or DE, separated by commas; "germany" is not`],
      ["an answer without its question", [{ field: "answer", test: "is not empty" }], `${file}: Rule 1, "Big accounts", condition 1: an answer needs its question's key: write it in Question key`],
      ["a test the site does not have", [{ field: "followers", test: "more than", value: "1" }], expect.stringMatching(new RegExp(`^${file} \\(entry 1 "Big accounts", entry 1\\): Test: choose one of at least, at most, between`))],
    ])("refuses %s, naming the rule by its position and name and saying why", async (_case, when, expected) => {
      expect(await refusal([rule("fit", "Big accounts", when), everyoneElse])).toEqual([expected]);
    });

    it("refuses a list without its catch-all at the end, and a catch-all before other rules", async () => {
      expect(await refusal([rule("fit", "Big accounts", [{ field: "followers", test: "at least", value: "10000" }])])).toEqual([
        `${file}: Rule 1, "Big accounts" is the last and has conditions: the last rule takes every lead the others leave, so it has none. Add such a rule at the end (e.g. "Everyone else", review)`,
      ]);
      expect(await refusal([everyoneElse, rule("fit", "Big accounts", [{ field: "followers", test: "at least", value: "10000" }]), everyoneElse])).toEqual([
        `${file}: Rule 1, "Everyone else" has no conditions, so it takes every lead and the rules after it never decide: give it conditions, or move it to the end`,
      ]);
      expect(await refusal([])).toEqual([`${file}: Rules: add one rule without conditions, the last: it takes every lead the others leave`]);
    });

    it("refuses a not-a-fit rule without the words the person reads", async () => {
      expect(await refusal([rule("not-a-fit", "Under 18", [{ field: "age", test: "at most", value: "17" }], { reason: "Under 18", links: [] }), everyoneElse])).toEqual([
        `${file} (entry 1 "Under 18"): What the person reads is missing from Not a fit: say so kindly, offer something else: fill it in`,
      ]);
    });
  });

  describe("the team", () => {
    const file = "content/team.json";
    const example = async () => JSON.parse(await readFile("tests/fixtures/team-example/team.json", "utf8")) as { people: Record<string, unknown>[]; pools: Record<string, unknown>[]; escalateTo: string };
    const problemsOf = async (change: (team: Awaited<ReturnType<typeof example>>) => void, rules?: object[]) => {
      const content = await copyOfContent();
      const team = await example();
      change(team);
      await content.add(file, team);
      if (rules) await content.add("content/lead-rules.json", { rules });
      return contentProblems(content.root);
    };

    it("takes the documented example, with a rule sending its leads to a pool", async () => {
      expect(await problemsOf(() => undefined, [{ type: "fit", name: "Creators", when: [{ field: "form", test: "is one of", value: "apply" }], pool: "Creators" }, { type: "review", name: "Everyone else", when: [] }])).toEqual([]);
    });

    it.each([
      ["a pool naming nobody of the team", (team: Awaited<ReturnType<typeof example>>) => (team.pools[1]!.people = ["Chloe Martin"]), `${file}: Pool "Creators" names "Chloe Martin", who is not one of the team's people: add them under People, or check the spelling`],
      ["a pool naming nobody at all", (team: Awaited<ReturnType<typeof example>>) => (team.pools[1]!.people = []), `${file} (entry 2 "Creators"): People needs at least 1 entry`],
      ["an unknown time zone", (team: Awaited<ReturnType<typeof example>>) => (team.people[1]!.timeZone = "London"), `${file} (entry 2 "Ben Okafor"): Time zone "London" is not one this site knows: write it as the world's time-zone list does, a region and a city, e.g. Europe/London or America/New_York`],
      ["a scheduler that is not an https address", (team: Awaited<ReturnType<typeof example>>) => (team.people[0]!.scheduler = "http://cal.com/ana-silva/intro"), `${file} (entry 1 "Ana Silva"): Their scheduler: leave it empty, or write the full address, starting with https://`],
      ["hours that end before they start", (team: Awaited<ReturnType<typeof example>>) => (team.people[2]!.to = "08:00"), `${file} (entry 3 "Chloé Martin"): "Chloé Martin" ends work before they start: Ends at comes after Starts at, the same day`],
      ["a time that is not one", (team: Awaited<ReturnType<typeof example>>) => (team.people[2]!.from = "9am"), `${file} (entry 3 "Chloé Martin"): Starts at "9am" is not a time of day: write it as HH:MM, e.g. 09:00 or 17:30`],
      ["two people of one name", (team: Awaited<ReturnType<typeof example>>) => team.people.push({ ...team.people[1]!, email: "ben.o@example.com" }), `${file}: Two people are called "Ben Okafor": give each their own name, as pools name them by it`],
      ["escalations to a stranger", (team: Awaited<ReturnType<typeof example>>) => (team.escalateTo = "Anna Silva"), `${file}: Escalations to "Anna Silva" is not one of the team's people: write a person's name as it is written under People, or leave it empty`],
    ])("refuses %s, saying what to do", async (_case, change, expected) => {
      expect(await problemsOf(change)).toEqual([expected]);
    });

    it("refuses a lead rule sending its leads to a pool the team does not have", async () => {
      expect(await problemsOf(() => undefined, [{ type: "fit", name: "Big accounts", when: [{ field: "followers", test: "at least", value: "10000" }], pool: "Creator" }, { type: "review", name: "Everyone else", when: [] }])).toEqual([
        `${file}: Rule 1, "Big accounts" sends its leads to pool "Creator", which the team does not have (content/team.json has "Brands", "Creators"): choose one of them, or leave it empty`,
      ]);
    });
  });

  describe("landing pages", () => {
    const page = "content/landing-pages/skincare-launch.json";
    const minimal = {
      title: "Launch ads for skincare brands",
      description: "Paid social for a product launch.",
      sections: [
        { type: "hero", heading: "Launch your skincare line", text: "Tell us about the launch." },
        { type: "form", form: "contact" },
      ],
    };

    it("accepts the minimal file of the contract", async () => {
      const content = await copyOfContent();
      await content.add(page, minimal);
      expect(contentProblems(content.root)).toEqual([]);
    });

    it.each([
      ["an unknown section type", { ...minimal, sections: [...minimal.sections, { type: "video" }] }, `${page} (entry 3): Section type "video" does not exist: use one of hero, form, figures, services, proof, faq, steps, text, closing`],
      ["a page without a form", { ...minimal, sections: [minimal.sections[0]] }, `${page}: Sections: add a form section, or the page cannot bring a lead`],
      ["a page that does not start with its hero", { ...minimal, sections: [...minimal.sections].reverse() }, `${page}: Sections: section 1 is a form section; the first section must be a hero (the page's main heading)`],
      ["a second hero", { ...minimal, sections: [...minimal.sections, minimal.sections[0]] }, `${page}: Sections: section 3 is a second hero; a page has one hero, as it has one main heading: remove it`],
      ["a hero that lost its heading", { ...minimal, sections: [{ type: "hero", text: "x" }, minimal.sections[1]] }, `${page} (entry 1): Heading is missing from Hero: fill it in`],
      ["a question chosen that the FAQ does not hold", { ...minimal, sections: [...minimal.sections, { type: "faq", questions: ["who-do-you-work-with", "pricing"] }] }, `${page}: section 3 (Questions): pricing is not in faq: choose one that is`],
    ])("refuses %s, naming the file, the section and the rule", async (_case, data, expected) => {
      const content = await copyOfContent();
      await content.add(page, data);
      expect(contentProblems(content.root)).toEqual([expected]);
    });
  });

  describe("articles and case studies", () => {
    const article = "content/insights/a-new-article.md";
    const frontMatter = (fields: Record<string, string>) => `---\n${Object.entries(fields).map(([name, value]) => `${name}: ${value}`).join("\n")}\n---\n`;
    const minimal = {
      title: "What a hook does",
      description: "What a viewer decides in the first seconds of an ad, and how we test the opening of every video.",
      date: "2026-11-20",
    };
    const body = "Some text.\n";

    it("accepts the minimal file of the contract, and one with every field", async () => {
      const content = await copyOfContent();
      await content.add(article, frontMatter(minimal) + body);
      await content.add(
        "content/insights/every-field.markdown",
        frontMatter({ ...minimal, updated: "2026-11-21", tags: "[paid social, creative]", cover: "/media/campaign-grid.jpg", coverAlt: "A grid", draft: "false" }) + body,
      );
      expect(contentProblems(content.root)).toEqual([]);
    });

    it.each([
      ["a missing title", frontMatter({ description: minimal.description, date: minimal.date }) + body, `${article}: Title is missing from Article: fill it in`],
      ["a missing description", frontMatter({ title: minimal.title, date: minimal.date }) + body, `${article}: Description is missing from Article: fill it in`],
      ["a missing date", frontMatter({ title: minimal.title, description: minimal.description }) + body, `${article}: Date is missing from Article: fill it in`],
      ["a date that is not a date", frontMatter({ ...minimal, date: "2026-02-30" }) + body, `${article}: Date "2026-02-30" is not a date: write it as YYYY-MM-DD (e.g. 2026-11-25)`],
      ["a date written as words", frontMatter({ ...minimal, date: "20 November 2026" }) + body, `${article}: Date "20 November 2026" is not a date: write it as YYYY-MM-DD (e.g. 2026-11-25)`],
      ["an unknown front-matter field", frontMatter({ ...minimal, author: "Sam" }) + body, `${article}: Article has a field this site does not know, "author": remove it or check its spelling`],
      ["a tag with other characters", frontMatter({ ...minimal, tags: "[Paid Social]" }) + body, `${article} (entry 1): Tag "Paid Social" may hold only lower-case letters, digits, and single spaces or hyphens between words`],
      ["a cover that does not exist", frontMatter({ ...minimal, cover: "/media/lost.jpg", coverAlt: "A grid" }) + body, `${article}: Cover picture lost.jpg is not in ${PICTURES.folder}: upload it again in the editor`],
      ["a picture in the text that does not exist", frontMatter(minimal) + "![A grid](/media/lost.jpg)\n", `${article}: Article's picture lost.jpg is not in ${PICTURES.folder}: upload it again in the editor`],
      ["a picture in the text from another site", frontMatter(minimal) + "![A grid](https://example.com/a.jpg)\n", expect.stringMatching(new RegExp(`^${article}: Article's picture https://example.com/a.jpg is not a picture uploaded in the editor`))],
      ["a cover without what it shows", frontMatter({ ...minimal, cover: "/media/campaign-grid.jpg" }) + body, `${article}: What the cover shows is empty: describe the cover picture for visitors who cannot see it`],
      ["a file without front matter", body, `${article}: it has no front matter: the file must start with a line of three hyphens (---), its fields, and another such line`],
      ["an empty body", frontMatter(minimal), `${article}: Article is empty: write it`],
    ])("refuses %s, naming the file, the field and the rule", async (_case, text, expected) => {
      const content = await copyOfContent();
      await content.add(article, text);
      expect(contentProblems(content.root)).toEqual([expected]);
    });

    it("refuses two articles with the same slug, and an article called as the tags' address", async () => {
      const content = await copyOfContent();
      await content.add(article, frontMatter(minimal) + body);
      await content.add(article.replace(/\.md$/, ".markdown"), frontMatter({ ...minimal, title: "Another" }) + body);
      await content.add("content/insights/tags.md", frontMatter({ ...minimal, title: "Tags" }) + body);
      expect(contentProblems(content.root)).toEqual([
        `${article}: content/insights/a-new-article.markdown has the same name, a-new-article, and so the same address: rename one of them`,
        "content/insights/tags.md: an article may not be called \"tags\": that address lists the articles by tag; rename the file",
      ]);
    });

    it("refuses an article or a case study called index, whose address is its list's", async () => {
      const content = await copyOfContent();
      await content.add("content/insights/index.md", frontMatter(minimal) + body);
      await content.add("content/case-studies/index.json", JSON.parse(await readFile(join(content.root, "content/case-studies/a-product-launch-with-creators.json"), "utf8")));
      expect(contentProblems(content.root)).toEqual([
        expect.stringMatching(/^content\/case-studies\/index\.json: an entry with a page of its own may not be called "index"/),
        expect.stringMatching(/^content\/insights\/index\.md: an entry with a page of its own may not be called "index"/),
      ]);
    });

    // What a word processor pastes (a vertical tab, a form feed) and what no page or feed can carry (a NUL, a lone
    // surrogate): refused in any text, the body too, naming the file, the field and the words before it.
    it.each([
      ["a vertical tab in the body", frontMatter(minimal) + "First words\u000bof the body.\n", `${article}: Article holds an invisible control character (U+000B) just after "First words"`],
      ["a control character in the title", frontMatter({ ...minimal, title: "What a\u0001 hook does" }) + body, `${article}: Title holds an invisible control character (U+0001) just after "What a"`],
      ["a backspace in the description", frontMatter({ ...minimal, description: `\b${minimal.description}` }) + body, `${article}: Description holds an invisible control character (U+0008) at its start`],
    ])("refuses %s", async (_case, text, expected) => {
      const content = await copyOfContent();
      await content.add(article, text);
      expect(contentProblems(content.root)).toEqual([expect.stringContaining(expected)]);
    });

    // Measured before anything renders the text: each of these crashed or held up the build for minutes.
    const deep = (levels: number, what: string) => new RegExp(`^Article nests ${what} ${levels.toLocaleString("en-US")} levels deep at line 1, over the limit of ${MARKDOWN_MAX_DEPTH}`);
    it.each([
      ["2,000 quotes in quotes", `${"> ".repeat(2000)}Deep.\n`, deep(2000, "quotes and lists")],
      ["2,000 nested HTML elements", `${"<div>".repeat(2000)}Deep.${"</div>".repeat(2000)}\n`, deep(2000, "HTML elements")],
      ["20,000 brackets in brackets", `${"[".repeat(20_000)}${"]".repeat(20_000)}\n`, deep(20_000, "brackets")],
      ["4.9 MB of text", `${"Words of a long article. ".repeat(196_000)}\n`, new RegExp(`^Article is 4,900,001 characters long, over the limit of ${MARKDOWN_MAX_CHARACTERS.toLocaleString("en-US")}`)],
    ])("refuses a body of %s, naming the file", async (_case, text, expected) => {
      const content = await copyOfContent();
      await content.add(article, frontMatter(minimal) + text);
      const problems = contentProblems(content.root);
      expect(problems).toHaveLength(1);
      expect(problems[0]!.startsWith(`${article}: `)).toBe(true);
      expect(problems[0]!.slice(`${article}: `.length)).toMatch(expected);
    });

    it("accepts what real articles nest: a list in a quote, a table, code with brackets and tags", async () => {
      const content = await copyOfContent();
      const nested = Array.from({ length: 6 }, (_, level) => `${"  ".repeat(level)}- Level ${level + 1}`).join("\n");
      const code = "```html\n" + "<div>".repeat(40) + "[[[[[[[[[[[[[[[[[[[[\n```\n";
      await content.add(article, frontMatter(minimal) + `> Quoted\n> > and quoted again\n\n${nested}\n\n${code}\n<details><summary>More</summary><p>One<p>Two</details>\n`);
      expect(contentProblems(content.root)).toEqual([]);
    });

    it("refuses a NUL in a page's text", async () => {
      const content = await copyOfContent();
      await content.edit(question, (data) => (data.answer = "We work with\u0000 brands."));
      expect(contentProblems(content.root)).toEqual([expect.stringContaining(`${question}: Answer holds an invisible control character (U+0000) just after "We work with"`)]);
    });

    it("refuses a case study's testimonial that does not exist", async () => {
      const content = await copyOfContent();
      const study = "content/case-studies/a-product-launch-with-creators.json";
      await content.edit(study, (data) => (data.testimonial = "sam-lee"));
      expect(contentProblems(content.root)).toEqual([`${study}: Testimonial "sam-lee" is not one of the testimonials (content/testimonials/): choose one that exists, or none`]);
      await content.add("content/testimonials/sam-lee.json", testimonial);
      expect(contentProblems(content.root)).toEqual([]);
    });
  });

  it("refuses two entries with the same order", async () => {
    const content = await copyOfContent();
    await content.edit("content/faq/what-does-applying-involve.json", (data) => (data.order = 1));
    expect(contentProblems(content.root)).toEqual([
      "content/faq/who-do-you-work-with.json: Order on the page 1 is also content/faq/what-does-applying-involve.json's: give each entry of FAQ its own number",
    ]);
  });

  it("refuses a file that is not JSON, and an entry's file name an editor could not address", async () => {
    const content = await copyOfContent();
    await content.add("content/testimonials/sam-lee.json", '{ "order": 1, "quote": "Great", }');
    await content.add("content/testimonials/Sam Lee.json", testimonial);
    expect(contentProblems(content.root)).toEqual([
      "content/testimonials/Sam Lee.json: a Testimonials entry's file name may hold only lower-case letters, digits and hyphens, and ends in .json",
      expect.stringMatching(/^content\/testimonials\/sam-lee\.json: it is not valid JSON \(.+\): check the commas and quotes$/),
    ]);
  });

  it("refuses a case study or testimonial the client has not agreed to publish", async () => {
    const content = await copyOfContent();
    await content.add("content/testimonials/sam-lee.json", { ...testimonial, consent: false });
    expect(contentProblems(content.root)).toEqual([
      "content/testimonials/sam-lee.json: Tick “The client agreed to publication” once they have; until then the testimonial cannot be published",
    ]);
  });

  it("stops the build with every problem, one line each", async () => {
    const content = await copyOfContent();
    await content.edit(figures, (data) => (data.heading = ""));
    await content.edit(question, (data) => (data.answer = ""));
    const plugin = contentCheck();
    const fail = (message: string) => {
      throw new Error(message);
    };
    const context = { environment: { name: "client", config: { root: content.root } }, error: fail };
    // The unit tests build from the shipped defaults (CONTENT_ROOT); this build is the copy's own content/.
    vi.stubEnv("CONTENT_ROOT", "");
    expect(() => (plugin.buildStart as (this: typeof context) => void).call(context)).toThrow(
      [
        "The content has 2 problems; nothing was built or published:",
        `  - ${figures}: Heading is empty: write it (at most 60 characters)`,
        `  - ${question}: Answer is empty: write it (at most 600 characters)`,
      ].join("\n"),
    );
    vi.unstubAllEnvs();
  });

  describe("pictures", () => {
    const caseStudy = {
      order: 2,
      client: "Client A",
      title: "A launch",
      summary: "What we did.",
      image: "/media/campaign.png",
      imageAlt: "The campaign's posts",
      results: [{ value: "2×", label: "orders" }],
      consent: true,
    };
    const file = "content/case-studies/a-launch.json";

    async function withPicture(picture: string | Buffer, name = "campaign.png") {
      const content = await copyOfContent();
      await mkdir(join(content.root, PICTURES.folder), { recursive: true });
      const path = join(content.root, PICTURES.folder, name);
      if (typeof picture === "string") await cp(picture, path);
      else await writeFile(path, picture);
      return content;
    }

    it("accepts a case study whose picture was uploaded", async () => {
      const content = await withPicture("tests/fixtures/pictures/campaign.png");
      await content.add(file, caseStudy);
      expect(contentProblems(content.root)).toEqual([]);
    });

    it.each([
      ["a picture that is not in the media folder", { image: "/media/elsewhere.png" }, `${file}: Picture elsewhere.png is not in ${PICTURES.folder}: upload it again in the editor`],
      ["a picture from another site", { image: "https://example.com/campaign.png" }, expect.stringMatching(new RegExp(`^${file}: Picture must be a picture uploaded in the editor \\(webp, jpg`))],
      ["a case study without a picture", { image: "" }, `${file}: Picture is missing: upload a picture`],
      ["a testimonial's photo of the wrong kind", null, "content/testimonials/sam-lee.json: Photo must be a picture uploaded in the editor (webp, jpg, jpeg, png, avif, its file name in lower-case letters, digits and hyphens)"],
    ])("refuses %s", async (_case, change, expected) => {
      const content = await withPicture("tests/fixtures/pictures/campaign.png");
      if (change) await content.add(file, { ...caseStudy, ...change });
      else await content.add("content/testimonials/sam-lee.json", { ...testimonial, photo: "/media/sam-lee.gif" });
      expect(contentProblems(content.root)).toEqual([expected]);
    });

    it("refuses a file that is not a picture, whatever its name says, and one too large to publish", async () => {
      const notPicture = await withPicture(Buffer.from("<html>not a picture</html>"));
      await notPicture.add(file, caseStudy);
      expect(contentProblems(notPicture.root)).toEqual([`${file}: Picture campaign.png is not a JPEG, PNG, WebP or AVIF picture: save it as one and upload it again`]);

      const tooLarge = await withPicture(Buffer.alloc(PICTURES.maxBytes * 1.5));
      await tooLarge.add(file, caseStudy);
      expect(contentProblems(tooLarge.root)).toEqual([`${file}: Picture campaign.png is 3 MB, over the limit of 2 MB: upload a smaller copy of it`]);
    });
  });
});
