// The build wrangler runs before `wrangler dev` and `wrangler deploy` (wrangler.jsonc's build.command): the site's
// build, refused when its forms would post to the included server's inbox, which the Worker does not have (a visitor
// would see the form-error page): a site on Cloudflare sends its leads through the form service.
import { spawnSync } from "node:child_process";
import { readBuildInfo } from "../server/build-info.mjs";

const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
if (readBuildInfo("build").localInbox) {
  console.error(
    "\nThis build's forms post to the included server's inbox, which the Cloudflare Worker does not have.\n" +
      "Set VITE_WEB3FORMS_ACCESS_KEY (the form service's access key, docs/configuration.md) and run it again.",
  );
  process.exit(1);
}
