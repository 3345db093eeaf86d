import { Band } from "~/components/ui/band";
import { homeSections } from "~/content/home-sections";

export function ProcessSteps() {
  const { heading, intro, steps } = homeSections.process;
  return (
    <Band id="how-we-work" heading={heading} intro={intro}>
      <ol className="process">
        {steps.map((step) => (
          <li key={step.title} className="process-step">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
