import { MessagePage } from "~/components/message-page";
import { notFoundPage } from "~/content/not-found";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(notFoundPage.meta, pages.notFound);

export default function NotFound() {
  return <MessagePage eyebrow={notFoundPage.eyebrow} title={notFoundPage.title} body={notFoundPage.body} back={notFoundPage.back} />;
}
