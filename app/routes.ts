import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // An older address of the home page, kept working; its canonical URL is /.
  route("Web", "routes/home.tsx", { id: "routes/web" }),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("apply-client", "routes/apply-client.tsx"),
  route("thanks", "routes/thanks.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
