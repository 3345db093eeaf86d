/** Every public page, in the order the sitemap lists them. */
export const publicPaths = ["/", "/services", "/about", "/contact", "/apply-client", "/privacy"] as const;

/** Prerendered to static HTML: the public pages, the /Web alias, the confirmation page, the form-error page and the not-found page. */
export const prerenderPaths = [...publicPaths, "/Web", "/thanks", "/form-error", "/404"];
