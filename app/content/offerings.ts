import { services } from "virtual:content/services";
import { inOrderWithIds } from "~/content/collection";
import type { Service } from "~/content/schema/kinds";

interface Offering extends Service {
  /** The anchor of the service's section on /services, which the home cards link to: its file's name. */
  readonly id: string;
}

/** The services, one file each in `content/services/`, in their order; home and /services both read them. */
export const offerings: readonly Offering[] = /* @__PURE__ */ inOrderWithIds(services);
