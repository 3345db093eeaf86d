import { MessagePage } from "~/components/message-page";
import { ThanksNextSteps } from "~/components/thanks-next-steps";
import { thanksPage } from "~/content/thanks";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(thanksPage.meta, pages.thanks);

export default function Thanks() {
  return (
    <MessagePage title={thanksPage.title} body={thanksPage.body} back={thanksPage.back}>
      <ThanksNextSteps />
    </MessagePage>
  );
}
