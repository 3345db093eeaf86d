import { MessagePage } from "~/components/message-page";
import { ThanksBookingLink } from "~/components/thanks-booking-link";
import { thanksPage } from "~/content/thanks";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(thanksPage.meta, pages.thanks);

export default function Thanks() {
  return (
    <MessagePage title={thanksPage.title} body={thanksPage.body} back={thanksPage.back}>
      <ThanksBookingLink />
    </MessagePage>
  );
}
