export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** The specification's headline figures, in its order; the strip under the home page's headline. */
export const stats = {
  heading: "Results our campaigns deliver",
  items: [
    { value: "3.4M+", label: "Average engagement" },
    { value: "4.2M+", label: "Average views" },
    { value: "120-140K", label: "Average story views" },
    { value: "300+", label: "Influencers" },
    { value: "50+", label: "Brands" },
  ] satisfies Stat[],
} as const;
