import { MessagePage } from "~/components/message-page";
import { notFoundPage } from "~/content/not-found";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(notFoundPage.meta);

export default function NotFound() {
  return <MessagePage {...notFoundPage} />;
}
