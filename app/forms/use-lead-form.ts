import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { campaignFields, LANDING_PAGE_FIELD } from "~/lib/attribution/campaign-fields";
import { config } from "~/lib/config";
import { hearsOfLeads } from "~/lib/parse-config";
import { clearDraft, loadDraft, saveDraft } from "~/forms/draft-storage";
import { emptyValues, type FieldErrors, type FormValidator, type FormValues, type LeadFormDefinition } from "~/forms/form-definition";
import { newLeadReference } from "~/forms/lead-reference.mjs";
import { captchaStatus, idleStatus, invalidStatus, sendingStatus, statusFor, type FormStatus } from "~/forms/status";
import { buildPayload, sendLeadCopy, submitForm } from "~/forms/send-lead";
import { useCaptcha } from "~/forms/use-captcha";
import { judgeLead, judgementLine, leadFacts, type Judgement, type LeadRule } from "~/lib/lead-judgement.mjs";

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A lead that arrived, as its success state shows it: its reference, the name and e-mail its booking link carries, and
 * how the agency's rules judged it, where they judge anything.
 */
export interface ConfirmedLead {
  readonly reference: string;
  readonly name: string;
  readonly email: string;
  readonly judgement?: Judgement;
  /** The scheduler of the lead's owner, where the site's host answered with one (docs/team.md). */
  readonly scheduler?: string;
}

/** Whether the form's honeypot is ticked (a bot fills every box). */
function honeypotTicked(element: HTMLFormElement | null): boolean {
  const honeypot = element?.elements.namedItem("botcheck");
  return honeypot instanceof HTMLInputElement && honeypot.checked;
}

/**
 * State and handlers of one lead form: draft, validation, the single in-flight send, status. `onReady` is called once
 * what the visitor did before the code came is taken in, and says whether a send of theirs waits.
 *
 * The fields are the browser's own (uncontrolled, decision 037): what the visitor typed is what the fields hold, read
 * from them whenever it is needed, and React never writes a field's value. The visitor types before, during and after
 * hydration into the same fields; a controlled value rendered from state that had not yet caught up with them wrote
 * it back over their words. The code writes a field only where it means to: a draft into an empty field, and the
 * emptied form after a lead arrived.
 */
export function useLeadForm<Name extends string>(form: LeadFormDefinition<Name>, landingPage?: string, onReady?: () => boolean, rules?: readonly LeadRule[]) {
  /** What the fields hold, as of the last input: for the draft and the counter, never written back to a field. */
  const [values, setValues] = useState<FormValues<Name>>(() => emptyValues(form));
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const [hydrated, setHydrated] = useState(false);
  /** The last lead that arrived: its reference, shown beside the success status, and who sent it, for the booking link. */
  const [confirmed, setConfirmed] = useState<ConfirmedLead | null>(null);
  // One lead, one reference: kept through failures and retries, replaced after a success.
  const reference = useRef<string | null>(null);
  const captcha = useCaptcha();
  const inFlight = useRef(false);
  const fields = useRef(new Map<Name, FieldElement>());
  /** The box that lets the ad platforms hear of the lead (only where the build reports leads to one). */
  const consentBox = useRef<HTMLInputElement | null>(null);
  const validator = useRef<FormValidator<Name> | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const readied = useRef(false);

  const loadValidator = useCallback(async () => {
    validator.current ??= await form.loadValidator();
    return validator.current;
  }, [form]);

  // Fetched as soon as the visitor starts on the form, so that the first submit does not wait for it,
  // and not before: the page's first seconds belong to showing it.
  const prefetch = () => void loadValidator().catch(() => undefined);
  const start = () => {
    prefetch();
    captcha.start();
  };

  /** What the fields hold now: the one account of what the visitor typed. */
  const readFields = useCallback(() => {
    const read = emptyValues(form);
    for (const field of form.fields) read[field.name] = fields.current.get(field.name)?.value ?? "";
    return read;
  }, [form]);

  // Once, right after hydration (so server and client markup match): a field the visitor left empty gets its draft
  // from sessionStorage, in the same task as it is found empty; what they typed before the code came stays as it is.
  // The box is read when a lead is sent: ticked before the code came, it is still ticked; never kept in the draft.
  useEffect(() => {
    const draft = loadDraft(form);
    for (const field of form.fields) {
      const element = fields.current.get(field.name);
      const kept = draft?.[field.name];
      if (element && element.value === "" && kept) element.value = kept;
    }
    /* eslint-disable react-hooks/set-state-in-effect */
    setValues(readFields());
    setHydrated(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [form, readFields]);

  useEffect(() => {
    if (hydrated) saveDraft(form, values);
  }, [form, values, hydrated]);

  const fieldRef = useCallback(
    (name: Name) => (element: FieldElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    [],
  );

  const revalidateField = (name: Name, next: FormValues<Name>) => {
    // Only reached after a first submit, which loaded the validator.
    if (!validator.current) return;
    const result = validator.current(next);
    const message = result.ok ? undefined : result.errors[name];
    setErrors((current) => ({ ...current, [name]: message }));
  };

  // From the field itself, merged into the latest state: inputs in several fields between two renders all count.
  const change = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (attempted && errors[name]) revalidateField(name, readFields());
  };

  const blur = (name: Name) => {
    if (attempted) revalidateField(name, readFields());
  };

  const send = async (honeypotFilled: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    let validate: FormValidator<Name>;
    try {
      validate = await loadValidator();
    } catch {
      inFlight.current = false;
      setStatus(statusFor({ kind: "network" }));
      return;
    }
    setAttempted(true);
    const current = readFields();
    setValues(current);
    const result = validate(current);
    if (!result.ok) {
      inFlight.current = false;
      setErrors(result.errors);
      setStatus(invalidStatus);
      const first = form.fields.find((field) => result.errors[field.name]);
      if (first) fields.current.get(first.name)?.focus();
      return;
    }
    setErrors({});
    setConfirmed(null);
    if (captcha.enabled && !captcha.token) {
      inFlight.current = false;
      setStatus(captchaStatus(captcha.failed));
      if (captcha.failed) captcha.start();
      return;
    }
    if (honeypotFilled) {
      // Bots get the success they expect and the agency's inbox gets nothing.
      inFlight.current = false;
      setStatus(statusFor({ kind: "success", message: "" }));
      return;
    }
    setStatus(sendingStatus);
    const sentReference = (reference.current ??= newLeadReference());
    const campaign: [string, string][] = landingPage ? [[LANDING_PAGE_FIELD, landingPage], ...campaignFields()] : campaignFields();
    // Judged here, with no round trip, so the next step shows at once; the visitor's country is the host's to know.
    const judgement = rules ? judgeLead(rules, leadFacts({ form: form.id, fields: result.data, attribution: Object.fromEntries(campaign), country: undefined })) : undefined;
    const body = buildPayload(form, result.data, {
      accessKey: config.accessKey,
      reference: sentReference,
      campaign,
      captchaToken: captcha.token,
      consent: consentBox.current?.checked ?? false,
      ...(judgement ? { judgement: judgementLine(judgement) } : {}),
    });
    const outcome = await submitForm({ endpoint: config.formEndpoint, body });
    inFlight.current = false;
    setStatus(statusFor(outcome));
    // hCaptcha tokens are single-use: whatever the answer, the next send needs a new one.
    if (captcha.enabled) captcha.reset();
    if (outcome.kind === "success") {
      // The local inbox relays what it stores itself, and names the owner's scheduler in its answer; a lead the form
      // service took is copied to the site's relay, whose answer may name it a moment later.
      const local = config.formEndpoint.startsWith("/");
      if (hearsOfLeads(config) && !local) {
        void sendLeadCopy(body).then((scheduler) => {
          if (scheduler) setConfirmed((current) => (current?.reference === sentReference ? { ...current, scheduler } : current));
        });
      }
      for (const element of fields.current.values()) element.value = "";
      if (consentBox.current) consentBox.current.checked = false;
      const sent: Readonly<Record<string, string>> = result.data;
      setConfirmed({
        reference: sentReference,
        name: sent.name ?? sent.fullName ?? "",
        email: sent.email ?? "",
        ...(judgement ? { judgement } : {}),
        ...(local && outcome.scheduler ? { scheduler: outcome.scheduler } : {}),
      });
      reference.current = null;
      setValues(emptyValues(form));
      setAttempted(false);
      clearDraft(form);
    }
  };

  // Once, in the render that holds what was restored: the visitor's focus already in the form (it brought the code)
  // starts what a first focus starts, and a send they made meanwhile goes now, with these values.
  useEffect(() => {
    if (!hydrated || readied.current) return;
    readied.current = true;
    const waiting = onReady?.() ?? false;
    if (formRef.current?.contains(document.activeElement)) start();
    if (waiting) void send(honeypotTicked(formRef.current));
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(honeypotTicked(event.currentTarget));
  };

  const retry = () => void send(false);

  return {
    values,
    errors,
    status,
    confirmed,
    captchaEnabled: captcha.enabled,
    captchaRef: captcha.mount,
    hydrated,
    consentRef: consentBox,
    change,
    blur,
    submit,
    retry,
    fieldRef,
    prefetch,
    start,
    formRef,
  };
}
