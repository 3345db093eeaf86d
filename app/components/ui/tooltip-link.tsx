import { useId } from "react";

interface TooltipLinkProps {
  readonly to: string;
  readonly label: string;
  readonly tooltip: string;
  readonly className?: string;
}

/**
 * A link with a real tooltip (WAI-ARIA tooltip pattern): shown on hover and keyboard focus by CSS, so it works
 * with no script at all. Escape hides it, wherever focus is, until the pointer or focus leaves (WCAG 1.4.13): the
 * page's inline script does that (app/lib/page-behaviours.ts).
 */
export function TooltipLink({ to, label, tooltip, className }: TooltipLinkProps) {
  const id = useId();
  return (
    <span className="tooltip-anchor">
      <a href={to} className={className} aria-describedby={id}>
        {label}
      </a>
      <span role="tooltip" id={id} className="tooltip">
        {tooltip}
      </span>
    </span>
  );
}
