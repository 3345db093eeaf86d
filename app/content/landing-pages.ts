import type { LandingPage } from "~/content/schema/landing-page";

/**
 * Every landing page, by its slug (its file's name): read by the route module, which runs at build time only, so no
 * landing page's words reach a visitor's scripts. Every file has passed its schema (pipeline/content-check.ts).
 */
export const landingPages: Readonly<Record<string, LandingPage>> = Object.fromEntries(
  Object.entries(import.meta.glob<LandingPage>("content:landing-pages/*.json", { eager: true, import: "default" })).map(([path, page]) => [
    path.slice(path.lastIndexOf("/") + 1, -".json".length),
    page,
  ]),
);
