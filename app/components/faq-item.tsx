import type { ReactNode } from "react";
import type { Question } from "~/content/schema/kinds";

/**
 * One question as the home page shows it, closed; the editor's preview shows it open. `link` is the link under the
 * answer.
 */
export function FaqItem({ item, link, open }: { readonly item: Question; readonly link: ReactNode; readonly open?: boolean }) {
  return (
    <details className="faq-item" open={open}>
      <summary>
        <h3>{item.question}</h3>
      </summary>
      <div className="faq-answer">
        <p>{item.answer}</p>
        {link && <p>{link}</p>}
      </div>
    </details>
  );
}
