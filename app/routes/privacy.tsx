import { EmailLink } from "~/components/ui/email-link";
import { PageHeader } from "~/components/ui/page-header";
import { booking, offeredScheduler } from "~/content/booking";
import { judgingRules } from "~/content/judging-rules";
import { leadSharing, namingPlatforms } from "~/content/lead-sharing";
import { privacyPage } from "~/content/privacy";
import { applyForm } from "~/forms/apply/apply-form";
import { contactForm } from "~/forms/contact/contact-form";
import { fieldsInSentence } from "~/forms/form-definition";
import { site } from "~/content/site";
import { config, hcaptchaSiteKey } from "~/lib/config";
import { relaysLeads } from "~/lib/parse-config";
import { pageTags } from "~/lib/seo";
import { schedulerName } from "~/lib/booking-link.mjs";
import { pages } from "~/content/pages";
import { STAGE_MATCH_KEPT_FOR_DAYS } from "~/lib/stage-match-kept-for.mjs";
import { NUMBERS_KEPT_FOR_DAYS } from "~/lib/numbers-kept-for.mjs";

export const meta = () => pageTags(privacyPage.meta, pages.privacy);

export default function Privacy() {
  const { collects, destination } = privacyPage;
  const localInbox = config.formEndpoint.startsWith("/");
  const scheduler = offeredScheduler();
  return (
    <div className="container narrow privacy">
      <PageHeader title={privacyPage.title}>
        <p>{privacyPage.intro}</p>
      </PageHeader>
      <section>
        <h2>{collects.heading}</h2>
        <p>{collects.contactSends(fieldsInSentence(contactForm))}</p>
        <p>{collects.applySends(fieldsInSentence(applyForm))}</p>
        <p>{collects.more}</p>
        {judgingRules() && privacyPage.qualification && <p>{privacyPage.qualification}</p>}
      </section>
      <section>
        <h2>{destination.heading}</h2>
        {localInbox ? (
          <p>{destination.localInbox}</p>
        ) : (
          <p>
            {destination.service} <a href={destination.serviceLink.url}>{destination.serviceLink.label}</a>
          </p>
        )}
        {hcaptchaSiteKey && <p>{privacyPage.captcha}</p>}
        {scheduler && <p>{booking.privacy.replaceAll("{scheduler}", schedulerName(scheduler))}</p>}
      </section>
      {(relaysLeads(config) || config.instantFormPlatforms.length > 0) && (
        <section>
          <h2>{leadSharing.privacyHeading}</h2>
          {config.leadRecipients.includes("tool") && <p>{leadSharing.tool}</p>}
          {config.leadRecipients.includes("chat") && <p>{leadSharing.chat}</p>}
          {config.leadRecipients.includes("reply") && <p>{booking.reply.privacy}</p>}
          {config.conversionPlatforms.length > 0 && <p>{namingPlatforms(leadSharing.platforms, config.conversionPlatforms)}</p>}
          {config.conversionPlatforms.length > 0 && privacyPage.leadStages && (
            <p>{namingPlatforms(privacyPage.leadStages, config.conversionPlatforms).replaceAll("{days}", String(STAGE_MATCH_KEPT_FOR_DAYS))}</p>
          )}
          {config.instantFormPlatforms.length > 0 && privacyPage.instantForms && <p>{namingPlatforms(privacyPage.instantForms, config.instantFormPlatforms)}</p>}
        </section>
      )}
      {config.countsNumbers && privacyPage.numbers && (
        <section>
          <h2>{privacyPage.numbers.heading}</h2>
          <p>{privacyPage.numbers.text.replaceAll("{days}", String(NUMBERS_KEPT_FOR_DAYS))}</p>
        </section>
      )}
      {privacyPage.retention && (
        <section>
          <h2>{privacyPage.retention.heading}</h2>
          <p>{privacyPage.retention.text}</p>
        </section>
      )}
      {privacyPage.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
      {privacyPage.legalBasis && (
        <section>
          <h2>{privacyPage.legalBasis.heading}</h2>
          <p>{privacyPage.legalBasis.answering}</p>
          <p>{privacyPage.legalBasis.attribution}</p>
          {config.conversionPlatforms.length > 0 && <p>{namingPlatforms(privacyPage.legalBasis.platforms, config.conversionPlatforms)}</p>}
        </section>
      )}
      <section>
        <h2>{privacyPage.contact.heading}</h2>
        <p>
          {privacyPage.contact.before} <EmailLink email={site.email} /> {privacyPage.contact.after}
        </p>
        {privacyPage.contact.complaint && <p>{privacyPage.contact.complaint}</p>}
      </section>
    </div>
  );
}
