import type { ReactNode } from "react";

interface BandProps {
  readonly id: string;
  readonly heading: string;
  readonly intro?: string;
  /** Every other band sits on a raised surface, so the page reads in sections. */
  readonly tone?: "plain" | "raised";
  readonly children: ReactNode;
}

/** A full-width section of a page with its heading, named by that heading for assistive tech. */
export function Band({ id, heading, intro, tone = "plain", children }: BandProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="band" data-tone={tone} aria-labelledby={headingId}>
      <div className="container">
        <header className="band-header">
          <h2 id={headingId}>{heading}</h2>
          {intro && <p>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
