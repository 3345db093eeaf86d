import CMS, { type CustomPreviewTemplateProps } from "@sveltia/cms";
import type { ReactNode } from "react";
import { home } from "virtual:content/home";
import { publications } from "virtual:content/publications";
import { FaqItem } from "~/components/faq-item";
import { CaseStudyCard, ProofPart, TestimonialCard } from "~/components/proof-cards";
import type { Article } from "~/content/schema/article";
import type { CaseStudy, contentKinds, Question, Testimonial } from "~/content/schema/kinds";
import { MarkdownBody } from "~/components/ui/markdown-body";
import { renderMarkdown } from "~/lib/markdown/render-markdown";
import { markdownLimitProblem } from "~/content/schema/markdown-limits";
import { formatDate } from "~/lib/insights/format-date";
import { LandingPagePreview } from "./landing-page-preview";
import previewStyleUrl from "./preview.css?url";

/** In full: the preview is a document of its own, made from a blob: URL. */
const previewStyle = new URL(previewStyleUrl, document.baseURI).href;

// The preview beside the editor's form shows a case study, a testimonial or a question as the home page will: the
// site's own cards and stylesheet, filled with what is being typed, a case study's story and an article in the site's
// typography, rendered by the site's own Markdown pipeline, and a landing page as its page will
// (admin/landing-page-preview.tsx). Other entries keep the editor's own preview.

/** What has been typed so far: any field may still be empty or missing. */
type Draft<T> = { [K in keyof T]?: T[K] | null };

const draftOf = <T,>({ entry }: CustomPreviewTemplateProps) => (entry.toJS().data ?? {}) as Draft<T>;

/**
 * A picture of the entry: one in the repository by its address, one uploaded in this session (not saved yet) by the
 * blob: URL the editor holds it under.
 */
function Picture({ path, alt, className, getAsset }: { path?: string | null; alt: string; className: string } & Pick<CustomPreviewTemplateProps, "getAsset">) {
  const url = path ? (getAsset(path)?.url ?? path) : undefined;
  // Until the editor has read a picture of the repository, its asset's address is the picture's path (/media/…),
  // which the site does not serve (its pictures are the build's copies): shown at the next change of the form.
  return url && /^(?:blob|data|https):/.test(url) ? <img className={className} src={url} alt={alt} /> : null;
}

/**
 * The home page's band the entry appears in, on its surface. The site's stylesheet comes with it, not through
 * `registerPreviewStyle`, which would restyle the editor's own preview of every other entry too.
 */
function OnTheHomePage({ tone, children }: { tone: "plain" | "raised"; children: ReactNode }) {
  return (
    <>
      <link rel="stylesheet" href={previewStyle} />
      <div className="band" data-tone={tone}>
        <div className="container">{children}</div>
      </div>
    </>
  );
}

/** Markdown as the site renders it (app/lib/markdown/render-markdown.ts), its pictures the uploads the editor holds. */
function Text({ markdown, getAsset }: { markdown?: string | null } & Pick<CustomPreviewTemplateProps, "getAsset">) {
  if (!markdown?.trim()) return null;
  // Refused by the build too (app/content/schema/markdown-limits.ts): the preview says so instead of drawing it.
  const problem = markdownLimitProblem(markdown);
  if (problem) return <p role="alert">{`The text ${problem}.`}</p>;
  return <MarkdownBody tree={renderMarkdown(markdown)} picture={(src, alt) => <Picture className="prose-picture" path={src} alt={alt} getAsset={getAsset} />} />;
}

function CaseStudyPreview(props: CustomPreviewTemplateProps) {
  const study = draftOf<CaseStudy>(props);
  return (
    <OnTheHomePage tone="raised">
      <ProofPart id="case-studies" heading={home.proof.caseStudies}>
        <CaseStudyCard
          study={{ ...study, client: study.client ?? "", title: study.title ?? "", summary: study.summary ?? "", results: (study.results ?? []).filter((result) => result != null) } as CaseStudy}
          picture={<Picture className="case-study-picture" path={study.image} alt={study.imageAlt ?? ""} getAsset={props.getAsset} />}
        />
      </ProofPart>
      {/* Then the story, as the case study's own page shows it under its results. */}
      <div className="narrow">
        <Text markdown={study.story} getAsset={props.getAsset} />
      </div>
    </OnTheHomePage>
  );
}

/** An article as its page shows it: its heading, description, date, cover and body. */
function ArticlePreview(props: CustomPreviewTemplateProps) {
  const article = draftOf<Article>(props);
  const date = article.date && /^\d{4}-\d{2}-\d{2}$/.test(article.date) ? article.date : undefined;
  return (
    <>
      <link rel="stylesheet" href={previewStyle} />
      <article className="container narrow article">
        <header className="page-header">
          <h1>{article.title}</h1>
          {article.description && <p className="lede">{article.description}</p>}
          {date && (
            <p className="article-dates">
              {publications.insights.published} <time dateTime={date}>{formatDate(date)}</time>
            </p>
          )}
        </header>
        {article.cover && <Picture className="article-cover" path={article.cover} alt={article.coverAlt ?? ""} getAsset={props.getAsset} />}
        <Text markdown={article.body} getAsset={props.getAsset} />
      </article>
    </>
  );
}

function TestimonialPreview(props: CustomPreviewTemplateProps) {
  const testimonial = draftOf<Testimonial>(props);
  return (
    <OnTheHomePage tone="raised">
      <ProofPart id="testimonials" heading={home.proof.testimonials}>
        <TestimonialCard
          testimonial={{ ...testimonial, quote: testimonial.quote ?? "", name: testimonial.name ?? "", role: testimonial.role ?? "" } as Testimonial}
          photo={<Picture className="testimonial-photo" path={testimonial.photo} alt="" getAsset={props.getAsset} />}
        />
      </ProofPart>
    </OnTheHomePage>
  );
}

function QuestionPreview(props: CustomPreviewTemplateProps) {
  const question = draftOf<Question>(props);
  return (
    <OnTheHomePage tone="plain">
      <div className="faq">
        <FaqItem
          item={{ ...question, question: question.question ?? "", answer: question.answer ?? "" } as Question}
          // Without an address: the preview is not a place to follow it from.
          link={question.link?.label && <a>{question.link.label}</a>}
          open
        />
      </div>
    </OnTheHomePage>
  );
}

function LandingPreview(props: CustomPreviewTemplateProps) {
  const { slug, data } = props.entry.toJS() as { slug?: string; data?: Record<string, unknown> };
  return (
    <>
      <link rel="stylesheet" href={previewStyle} />
      <LandingPagePreview
        slug={slug}
        data={data ?? {}}
        picture={(path, alt) =>
          typeof path === "string" && path ? (
            <div className="landing-hero-picture">
              <Picture className="" path={path} alt={alt} getAsset={props.getAsset} />
            </div>
          ) : null
        }
      />
    </>
  );
}

/** Each template by the name of its collection (the content kinds' keys, which name the editor's collections). */
const templates = { caseStudies: CaseStudyPreview, testimonials: TestimonialPreview, questions: QuestionPreview, landingPages: LandingPreview, insights: ArticlePreview } satisfies Partial<Record<keyof typeof contentKinds, unknown>>;

export function registerPreviews() {
  for (const [name, template] of Object.entries(templates)) CMS.registerPreviewTemplate(name, template);
}
