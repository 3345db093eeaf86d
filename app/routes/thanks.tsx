import { MessagePage } from "~/components/message-page";
import { pageMeta, thanksPage } from "~/content/pages";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(pageMeta.thanks);

export default function Thanks() {
  return <MessagePage {...thanksPage} />;
}
