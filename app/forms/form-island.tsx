import { Component, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { bookingOfferFor, type BookingOffer } from "~/content/booking";
import { errorPage } from "~/content/error-page";
import { judgingRules } from "~/content/judging-rules";
import type { LeadRule } from "~/lib/lead-judgement.mjs";
import { draftKey } from "~/forms/draft-storage";
import type { LeadFormDefinition } from "~/forms/form-definition";
import { LeadForm } from "~/forms/lead-form";
import { formPlaceOf } from "~/lib/booking-link.mjs";
import { errorText } from "~/lib/error-text";
import { ISLAND_ATTRIBUTE, ISLAND_DRAFT_ATTRIBUTE, ISLAND_HELD_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from "~/lib/island-marks.mjs";

// A form is an island (decision 024): the page around it is a plain prerendered document, and the form alone
// hydrates, from its folder's `<id>-island.tsx` (app/forms/<id>/), which the build finds by that name and names on the
// form's container (pipeline/islands.ts). The page's inline script loads it when the visitor reaches for the form
// (decision 034). The island's name is the form's `id`.

/** What a page gives a form, written beside it for the browser. */
interface FormIslandProps {
  /** The landing page the form is on (`/lp/<slug>: <title>`), sent with every lead. */
  readonly landingPage?: string;
  /** The call the form offers once a lead has arrived, where it offers one (docs/booking.md). */
  readonly booking?: BookingOffer;
  /** The agency's rules, where they judge anything: the next step shows at once (docs/qualification.md). */
  readonly rules?: readonly LeadRule[];
}

interface IslandRootProps {
  readonly children: ReactNode;
}

/**
 * What wraps a form, at build time and in the browser alike (so hydration finds the same tree): an unexpected error
 * inside the form shows 'Unexpected Application Error!' with the error's text in the form's place, with the link
 * home, as the whole page did when the router rendered it; the page around it stays.
 */
export class IslandRoot extends Component<IslandRootProps, { readonly error?: unknown; readonly failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="island-error" role="alert">
          <h2>{errorPage.title}</h2>
          <p>{errorText(this.state.error)}</p>
          <a href="/" className="button button-primary">
            {errorPage.back}
          </a>
        </div>
      );
    }
    return this.props.children;
  }
}

/** A form as a page holds it: prerendered at build time, its container marked with its name, props and draft's key. */
export function FormIsland<Name extends string>({ form, landingPage }: { readonly form: LeadFormDefinition<Name>; readonly landingPage?: string }) {
  const offer = bookingOfferFor(formPlaceOf(form.id, Boolean(landingPage)));
  // The call's words go with a form that offers it, or whose leads the rules may judge a fit.
  const rules = judgingRules();
  const booking = offer.offered || rules ? offer : undefined;
  const props: FormIslandProps = { ...(landingPage ? { landingPage } : {}), ...(booking ? { booking } : {}), ...(rules ? { rules } : {}) };
  const marks = { [ISLAND_ATTRIBUTE]: form.id, [ISLAND_DRAFT_ATTRIBUTE]: draftKey(form.id) };
  return (
    <div {...marks} data-props={JSON.stringify(props)}>
      <IslandRoot>
        <LeadForm form={form} landingPage={props.landingPage} booking={props.booking} rules={props.rules} />
      </IslandRoot>
    </div>
  );
}

/**
 * The island has taken in what the visitor did before it: its container says so, `<html data-hydration>` turns
 * `complete` once every island of the page is ready (page-behaviours.ts sets `shell`), and a send the page's script
 * held is handed over: whether one waits.
 */
function islandReady(element: HTMLElement): boolean {
  element.setAttribute(ISLAND_READY_ATTRIBUTE, "");
  const held = element.hasAttribute(ISLAND_HELD_ATTRIBUTE);
  element.removeAttribute(ISLAND_HELD_ATTRIBUTE);
  element.removeAttribute("aria-busy");
  if ([...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].every((island) => island.hasAttribute(ISLAND_READY_ATTRIBUTE))) {
    document.documentElement.dataset.hydration = "complete";
  }
  return held;
}

/**
 * In the browser, from the form's island module: hydrates every element of the page marked as this form with the
 * props the build wrote beside it. React takes over the form and nothing else.
 */
export function hydrateForm<Name extends string>(form: LeadFormDefinition<Name>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${form.id}"]`)) {
    const props = JSON.parse(element.dataset.props ?? "{}") as FormIslandProps;
    hydrateRoot(
      element,
      <IslandRoot>
        <LeadForm form={form} landingPage={props.landingPage} booking={props.booking} rules={props.rules} onReady={() => islandReady(element)} />
      </IslandRoot>,
    );
  }
}
