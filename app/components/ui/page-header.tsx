import type { ReactNode } from "react";

interface PageHeaderProps {
  readonly title: string;
  readonly eyebrow?: string;
  readonly children?: ReactNode;
}

/** The page's single h1; focusable, so a fragment link or the dev server's router can put focus on it. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 tabIndex={-1}>{title}</h1>
      {children && <div className="lede">{children}</div>}
    </header>
  );
}
