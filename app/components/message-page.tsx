import type { ReactNode } from "react";
import { PageHeader } from "~/components/ui/page-header";
import type { PagePath } from "~/content/pages";

interface MessagePageProps {
  readonly title: string;
  readonly eyebrow?: string;
  readonly body: string;
  readonly back: string;
  /** What the page offers before the way home (the thank-you page's booking link). */
  readonly children?: ReactNode;
}

/** A short page that says one thing and leads back home: confirmation, not found, error. */
export function MessagePage({ title, eyebrow, body, back, children }: MessagePageProps) {
  return (
    <div className="container narrow message-page">
      <PageHeader title={title} eyebrow={eyebrow}>
        <p>{body}</p>
      </PageHeader>
      {children}
      <a href={"/" satisfies PagePath} className={`button ${children ? "button-ghost" : "button-primary"}`}>
        {back}
      </a>
    </div>
  );
}
