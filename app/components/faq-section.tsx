import { FaqItem } from "~/components/faq-item";
import { Band } from "~/components/ui/band";
import { questions } from "~/content/collections";
import { homeSections } from "~/content/home-sections";
import type { Question } from "~/content/schema/kinds";

/**
 * Native disclosure widgets: they open by keyboard and with JavaScript off, and need no script of ours. With no
 * question published the section is left out, heading and all, as the proof sections are.
 */
export function FaqSection() {
  const { heading } = homeSections.questions;
  const items: readonly Question[] = questions;
  if (items.length === 0) return null;
  return (
    <Band id="questions" heading={heading}>
      <div className="faq">
        {items.map((item) => (
          <FaqItem
            key={item.question}
            item={item}
            link={
              item.link && (
                <a href={item.link.to}>
                  {item.link.label}
                </a>
              )
            }
          />
        ))}
      </div>
    </Band>
  );
}
