import { MessagePage } from "~/components/message-page";
import { notFoundPage } from "~/content/not-found";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(notFoundPage.meta);

export default function NotFound() {
  return <MessagePage eyebrow={notFoundPage.eyebrow} title={notFoundPage.title} body={notFoundPage.body} back={notFoundPage.back} />;
}
