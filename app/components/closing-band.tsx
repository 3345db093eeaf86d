import type { ReactNode } from "react";

/** The closing invitation's band: its heading, its text and its buttons (plain: the editor's preview shows it too). */
export function ClosingBand({ heading, text, children }: { readonly heading: string; readonly text: string; readonly children: ReactNode }) {
  return (
    <section className="closing" aria-labelledby="closing-heading">
      <div className="container closing-inner">
        <h2 id="closing-heading">{heading}</h2>
        <p>{text}</p>
        <div className="hero-actions">{children}</div>
      </div>
    </section>
  );
}
