import { booking, offeredScheduler } from "~/content/booking";
import { judgingRules, turnsLeadsAway } from "~/content/judging-rules";
import { RuleOffer } from "~/forms/rule-offer";
import { nextStepId, type LeadRule } from "~/lib/lead-judgement.mjs";

/**
 * The call's offer: a plain link to the scheduler (the page is static, so nothing is prefilled). Nothing reaches the
 * scheduler until the visitor follows it.
 */
function CallOffer({ scheduler }: { readonly scheduler: string }) {
  return (
    <>
      <p>{booking.thanks}</p>
      <a href={scheduler} className="button button-primary" rel="noopener">
        {booking.link}
      </a>
    </>
  );
}

/** A rule's next step: a fit's call (its scheduler, else the site's), a not-a-fit's words and links, a review's as before. */
function NextStep({ rule }: { readonly rule: LeadRule }) {
  if (rule.type === "not-a-fit") {
    return <RuleOffer message={rule.message ?? ""} links={rule.links} />;
  }
  const scheduler = rule.type === "fit" ? rule.scheduler || booking.scheduler : offeredScheduler();
  return scheduler ? <CallOffer scheduler={scheduler} /> : null;
}

/**
 * What the thank-you page offers next (docs/booking.md, docs/qualification.md). Where the agency's rules judge leads, a
 * form sent without JavaScript to the included server ends at its rule's next step (`/thanks#next-2`, shown by CSS's
 * `:target`); a form sent to the form service ends at the page itself, which offers the call only while no rule turns
 * leads away, so a visitor turned away is never shown the calendar.
 */
export function ThanksNextSteps() {
  const scheduler = turnsLeadsAway() ? "" : offeredScheduler();
  const rules = judgingRules();
  if (!scheduler && !rules) return null;
  return (
    <div className="next-steps">
      {scheduler && (
        <div className="booking-offer next-step-default">
          <CallOffer scheduler={scheduler} />
        </div>
      )}
      {rules?.map((rule, index) => (
        <div key={nextStepId(index + 1)} id={nextStepId(index + 1)} className="booking-offer next-step">
          <NextStep rule={rule} />
        </div>
      ))}
    </div>
  );
}
