import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // An older address of the home page, kept working; its canonical URL is /.
  route("Web", "routes/home.tsx", { id: "routes/web" }),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("apply-client", "routes/apply-client.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("thanks", "routes/thanks.tsx"),
  // Served by the local inbox, with status 400 or 429, when it refuses a post sent with JavaScript off.
  route("form-error", "routes/form-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
