import { data } from "react-router";
import type { Route } from "./+types/landing-page";
import { LandingSections } from "~/components/landing/landing-sections";
import { landingPages } from "virtual:content/landingPages";
import { pageMeta } from "~/content/site";
import { pageTags } from "~/lib/seo";

const pageOf = (slug: string | undefined) => {
  const page = slug ? landingPages[slug] : undefined;
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return page;
};

// Made for ads, not for search: no canonical URL (no page of the table), and noindex.
export const meta = ({ params }: Route.MetaArgs) => {
  const page = pageOf(params.slug);
  return pageTags(pageMeta({ title: page.title, description: page.description }));
};

export default function LandingPage({ params }: Route.ComponentProps) {
  return (
    <div className="landing-page">
      <LandingSections slug={params.slug} page={pageOf(params.slug)} />
    </div>
  );
}
