import { useLayoutEffect, useRef } from "react";
import { LANDING_PAGE_FIELD } from "~/lib/attribution/campaign-fields";
import { bookingLinkOf } from "~/lib/booking-link.mjs";
import type { LeadRule } from "~/lib/lead-judgement.mjs";
import type { BookingOffer } from "~/content/booking";
import { TextField } from "~/forms/text-field";
import { absoluteUrl, config } from "~/lib/config";
import { formCopy } from "~/content/forms";
import { privacyNoteWithConsent } from "~/content/form-consent-note";
import { leadSharing, namingPlatforms } from "~/content/lead-sharing";
import { site } from "~/content/site";
import type { LeadFormDefinition } from "~/forms/form-definition";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { useLeadForm, type ConfirmedLead } from "~/forms/use-lead-form";
import { RuleOffer } from "~/forms/rule-offer";

/**
 * Whether the forms ask for the visitor's yes to tell the ad platforms (a pixel is set), as the build's literal
 * (vite.config.ts), so a build without a pixel holds none of the words that only go with the box.
 */
declare const __ASKS_CONVERSIONS_CONSENT__: boolean;

interface LeadFormProps<Name extends string> {
  readonly form: LeadFormDefinition<Name>;
  /** The landing page the form is on (`/lp/<slug>: <title>`), sent with every lead. */
  readonly landingPage?: string;
  /** The call the form offers once a lead has arrived (docs/booking.md). */
  readonly booking?: BookingOffer | undefined;
  /** The agency's rules, where they judge anything (docs/qualification.md). */
  readonly rules?: readonly LeadRule[] | undefined;
  /** In the browser: the form has taken in what the visitor did before its code came; whether a send of theirs waits. */
  readonly onReady?: () => boolean;
}

/**
 * The scheduler a lead is offered once it arrived: a fit, its rule's (else the site's) wherever the form is; one the
 * rules left to review (or without rules), the site's where this form offers it; one judged not a fit, or that the
 * island could not judge (a rule on what only the host knows), none: the reply e-mail carries a fit lead's link. Where a
 * call is offered and the host named the lead's owner's own scheduler, that one (docs/team.md).
 */
function schedulerFor(booking: BookingOffer, { judgement, scheduler: owners }: ConfirmedLead): string {
  if (!judgement || judgement.outcome === "review") return booking.offered ? owners || booking.scheduler : "";
  return judgement.outcome === "fit" ? owners || judgement.scheduler || booking.scheduler : "";
}

/**
 * A lead form that also works without JavaScript: the prerendered markup posts straight to the
 * form service, which redirects to the confirmation page. With JavaScript, the hook takes over.
 */
export function LeadForm<Name extends string>({ form, landingPage, booking, rules, onReady }: LeadFormProps<Name>) {
  const {
    values,
    errors,
    status,
    confirmed,
    captchaEnabled,
    captchaRef,
    hydrated,
    consentRef,
    change,
    blur,
    submit,
    retry,
    fieldRef,
    prefetch,
    start,
    formRef,
  } = useLeadForm(form, landingPage, onReady, rules);
  const pending = status.tone === "pending";
  const statusId = `${form.id}-status`;
  const button = useRef<HTMLButtonElement>(null);
  const buttonHadFocus = useRef(false);
  // The button is disabled while the form sends, which takes the focus from it (to the page's start, in some
  // engines): once the send is over, the focus it had comes back, so the next Tab reaches what follows it (the
  // status's retry, the booking link) and not the page's first link.
  useLayoutEffect(() => {
    if (pending) return;
    if (buttonHadFocus.current && (document.activeElement === document.body || document.activeElement === null)) button.current?.focus();
    buttonHadFocus.current = false;
  }, [pending]);

  return (
    <form
      ref={formRef}
      className="lead-form"
      action={config.formEndpoint}
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={(event) => {
        buttonHadFocus.current = document.activeElement === button.current;
        submit(event);
      }}
      onFocus={start}
      onPointerEnter={prefetch}
      aria-describedby={`${form.id}-required`}
    >
      <input type="hidden" name="access_key" value={config.accessKey} />
      <input type="hidden" name="subject" value={form.fallbackSubject} />
      <input type="hidden" name="from_name" value={site.name} />
      <input type="hidden" name="redirect" value={absoluteUrl(formCopy.confirmationPage)} />
      <input type="checkbox" name="botcheck" tabIndex={-1} hidden aria-hidden="true" />
      {landingPage && <input type="hidden" name={LANDING_PAGE_FIELD} value={landingPage} />}

      <p className="form-required" id={`${form.id}-required`}>
        {formCopy.required}
      </p>
      <div className="form-fields">
        {form.fields.map((field) => (
          <TextField
            key={field.name}
            formId={form.id}
            field={field}
            typedLength={values[field.name].length}
            error={errors[field.name]}
            onChange={(value) => change(field.name, value)}
            onBlur={() => blur(field.name)}
            inputRef={fieldRef(field.name)}
          />
        ))}
      </div>

      {config.conversionPlatforms.length > 0 && (
        <div className="form-consent">
          <input
            type="checkbox"
            id={`${form.id}-consent`}
            name={CONSENT_FIELD}
            value={CONSENTED}
            ref={consentRef}
            aria-describedby={`${form.id}-consent-hint`}
          />
          <label htmlFor={`${form.id}-consent`}>{namingPlatforms(leadSharing.consent, config.conversionPlatforms)}</label>
          <p className="field-hint" id={`${form.id}-consent-hint`}>
            {leadSharing.consentHint}
          </p>
        </div>
      )}

      {captchaEnabled && (
        <div className="form-captcha" role="group" aria-label={formCopy.captchaLabel}>
          <div ref={captchaRef} />
        </div>
      )}

      <div className="form-actions">
        <button
          ref={button}
          type="submit"
          className="button button-primary"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? formCopy.busy : form.submitLabel}
        </button>
        <div className="form-status" data-tone={status.tone}>
          <p id={statusId} role="status" aria-live="polite">
            {status.text}
          </p>
          {status.canRetry && (
            <button type="button" className="button button-ghost" onClick={retry}>
              {formCopy.retry}
            </button>
          )}
          {/* Right after the status: the next thing a keyboard reaches and a screen reader hears once a lead arrived. */}
          <div className="form-booking" aria-live="polite">
            {booking && confirmed && schedulerFor(booking, confirmed) && (
              <>
                <a className="button button-primary" href={bookingLinkOf(schedulerFor(booking, confirmed), confirmed)} rel="noopener">
                  {booking.link}
                </a>
                <p className="field-hint">{booking.hint}</p>
              </>
            )}
            {confirmed?.judgement?.outcome === "not-a-fit" && <RuleOffer message={confirmed.judgement.message ?? ""} links={confirmed.judgement.links} />}
          </div>
          <p className="form-reference" aria-live="polite">
            {confirmed && (
              <>
                {formCopy.referenceLabel} <strong>{confirmed.reference}</strong>. {formCopy.referenceHint}
              </>
            )}
          </p>
        </div>
      </div>
      <p className="form-privacy">
        {__ASKS_CONVERSIONS_CONSENT__ ? privacyNoteWithConsent : formCopy.privacyNote} <a href={formCopy.privacyLink.to}>{formCopy.privacyLink.label}</a>
      </p>
    </form>
  );
}
