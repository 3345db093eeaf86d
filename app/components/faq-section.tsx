import { Link } from "react-router";
import { Band } from "~/components/ui/band";
import { questions } from "~/content/collections";
import { homeSections } from "~/content/home-sections";
import type { Question } from "~/content/schema/kinds";

/** Native disclosure widgets: they open by keyboard and with JavaScript off, and need no script of ours. */
export function FaqSection() {
  const { heading } = homeSections.questions;
  const items: readonly Question[] = questions;
  return (
    <Band id="questions" heading={heading}>
      <div className="faq">
        {items.map((item) => (
          <details key={item.question} className="faq-item">
            <summary>
              <h3>{item.question}</h3>
            </summary>
            <div className="faq-answer">
              <p>{item.answer}</p>
              {item.link && (
                <p>
                  <Link to={item.link.to} viewTransition>
                    {item.link.label}
                  </Link>
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </Band>
  );
}
