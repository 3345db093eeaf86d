import { site } from "~/content/site";

/** The agency's mark: a four-point star over a ring, drawn inline so it costs no request. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.45" />
        <path d="M16 3 19 13 29 16 19 19 16 29 13 19 3 16 13 13Z" fill="var(--color-accent)" />
      </svg>
      <span className="logo-text">{site.name}</span>
    </span>
  );
}
