import type { MetaDescriptor } from "react-router";
import { FEED_PATH } from "~/content/publication-paths.mjs";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/config";

/** Every insights page names the feed, so a feed reader given any of them finds it. */
export const feedLink: MetaDescriptor = { tagName: "link", rel: "alternate", type: "application/atom+xml", title: site.name, href: absoluteUrl(FEED_PATH) };
