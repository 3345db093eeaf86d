import CMS from "@sveltia/cms";
import config from "virtual:cms-config";
import { registerPreviews } from "./previews";

registerPreviews();
void CMS.init({ config });
