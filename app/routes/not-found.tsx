import { MessagePage } from "~/components/message-page";
import { notFoundPage, pageMeta } from "~/content/pages";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(pageMeta.notFound);

export default function NotFound() {
  return <MessagePage {...notFoundPage} />;
}
