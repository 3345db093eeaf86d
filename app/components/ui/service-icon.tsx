import type { ServiceIconName } from "~/content/schema/kinds";

/** 24×24 line icons, drawn inline: no icon font, no request. Decorative: the card's heading names the service. */
const paths: Record<ServiceIconName, string> = {
  ads: "M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Zm12-1a4 4 0 0 1 0 6m2.5-8.5a7.5 7.5 0 0 1 0 11",
  creators: "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m1.5-9.2a3 3 0 1 0 0-5.6M18 20h3a5 5 0 0 0-4-4.9",
  content: "M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Zm6 3v6l5-3Z",
  identity: "M12 3a9 9 0 1 0 0 18c1 0 1.5-.7 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5ZM7.5 12h.01M10 7.5h.01M15 7.5h.01",
  engagement: "M21 12a8 8 0 0 1-11.8 7L4 20l1.2-4.4A8 8 0 1 1 21 12Zm-12.5 0h.01m3.49 0h.01m3.49 0h.01",
};

export function ServiceIcon({ name }: { readonly name: ServiceIconName }) {
  return (
    <svg className="service-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
