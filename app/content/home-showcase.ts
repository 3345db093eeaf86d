/** The decorative sponsored post beside the headline (desktop only): sample copy, not a client's. */
export const heroShowcase = {
  account: "yourbrand",
  label: "Sponsored",
  caption: "New drop, made with creators your customers follow.",
  action: "Shop now",
  reactions: "3.4M",
  views: "4.2M",
  badge: "120-140K story views",
} as const;
