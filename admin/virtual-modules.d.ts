declare module "virtual:cms-config" {
  import type { CmsConfig } from "@sveltia/cms";

  const config: CmsConfig;
  export default config;
}
