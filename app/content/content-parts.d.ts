// Each part of a content file a page imports on its own (pipeline/content-parts.ts), typed from its kind's schema:
// a part renamed or reshaped in the schema fails to compile where it is read, and a part not declared here cannot
// be imported.
type HomePage = import("~/content/schema/kinds").HomePage;
type ServicesPage = import("~/content/schema/kinds").ServicesPage;

declare module "content:home.json#closing" {
  const part: HomePage["closing"];
  export default part;
}
declare module "content:home.json#hero" {
  const part: HomePage["hero"];
  export default part;
}
declare module "content:home.json#process" {
  const part: HomePage["process"];
  export default part;
}
declare module "content:home.json#proof" {
  const part: HomePage["proof"];
  export default part;
}
declare module "content:home.json#questions" {
  const part: HomePage["questions"];
  export default part;
}
declare module "content:home.json#reasons" {
  const part: HomePage["reasons"];
  export default part;
}
declare module "content:home.json#search" {
  const part: HomePage["search"];
  export default part;
}
declare module "content:home.json#services" {
  const part: HomePage["services"];
  export default part;
}
declare module "content:home.json#showcase" {
  const part: HomePage["showcase"];
  export default part;
}
declare module "content:services-page.json#cta" {
  const part: ServicesPage["cta"];
  export default part;
}
declare module "content:services-page.json#details" {
  const part: ServicesPage["details"];
  export default part;
}
declare module "content:services-page.json#intro" {
  const part: ServicesPage["intro"];
  export default part;
}
declare module "content:services-page.json#lead" {
  const part: ServicesPage["lead"];
  export default part;
}
declare module "content:services-page.json#search" {
  const part: ServicesPage["search"];
  export default part;
}
declare module "content:services-page.json#title" {
  const part: ServicesPage["title"];
  export default part;
}
