import { useEffect, useId, useState } from "react";
import { Link } from "react-router";

interface TooltipLinkProps {
  readonly to: string;
  readonly label: string;
  readonly tooltip: string;
  readonly className?: string;
}

/**
 * A link with a real tooltip (WAI-ARIA tooltip pattern): shown on hover and keyboard focus by CSS,
 * so it also works before hydration. Escape hides it, wherever focus is, until the pointer or focus
 * leaves (WCAG 1.4.13).
 */
export function TooltipLink({ to, label, tooltip, className }: TooltipLinkProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const reset = () => setDismissed(false);

  return (
    <span className="tooltip-anchor" data-dismissed={dismissed || undefined} onMouseLeave={reset}>
      <Link to={to} className={className} aria-describedby={id} viewTransition onBlur={reset}>
        {label}
      </Link>
      <span role="tooltip" id={id} className="tooltip">
        {tooltip}
      </span>
    </span>
  );
}
