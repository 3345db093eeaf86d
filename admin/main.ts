import CMS from "@sveltia/cms";
import config from "virtual:cms-config";

void CMS.init({ config });
