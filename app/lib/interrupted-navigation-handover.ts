/** What a page that unloads while following a link leaves in `window.name` for the next document. */
export const HANDOVER_PREFIX = "northstar:interrupted-navigation:";

export interface Handover {
  readonly from: string;
  readonly to: string;
  /** The tab's name the hand-over took the place of (its landing log), given back to the tab on arrival. */
  readonly name: string;
}
