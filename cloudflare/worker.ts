// The Worker's entry (wrangler.jsonc's `main`): the site with the relay's own schedule.
import { createSiteWorker } from "./site-worker";

export default createSiteWorker();
