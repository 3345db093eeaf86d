import { PageHeader } from "~/components/ui/page-header";
import type { PagePath } from "~/content/pages";

interface MessagePageProps {
  readonly title: string;
  readonly eyebrow?: string;
  readonly body: string;
  readonly back: string;
}

/** A short page that says one thing and leads back home: confirmation, not found, error. */
export function MessagePage({ title, eyebrow, body, back }: MessagePageProps) {
  return (
    <div className="container narrow message-page">
      <PageHeader title={title} eyebrow={eyebrow}>
        <p>{body}</p>
      </PageHeader>
      <a href={"/" satisfies PagePath} className="button button-primary">
        {back}
      </a>
    </div>
  );
}
