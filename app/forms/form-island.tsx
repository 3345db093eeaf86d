import { Component, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { errorPage } from "~/content/error-page";
import type { LeadFormDefinition } from "~/forms/form-definition";
import { LeadForm } from "~/forms/lead-form";
import { errorText } from "~/lib/error-text";

// A form is an island (decision 024): the page around it is a plain prerendered document, and the form alone
// hydrates, from its folder's `<id>-island.tsx` (app/forms/<id>/), which the build finds by that name and loads only
// on the pages holding the form (pipeline/islands.ts). The island's name is the form's `id`.

/** What a page gives a form, written beside it for the browser. */
interface FormIslandProps {
  /** The landing page the form is on (`/lp/<slug>: <title>`), sent with every lead. */
  readonly landingPage?: string;
}

interface IslandRootProps {
  readonly children: ReactNode;
  /** In the browser: called once the island's own code has committed (the page's hydration signal waits for it). */
  readonly onHydrated?: () => void;
}

function Hydrated({ onHydrated }: { readonly onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
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
    return (
      <>
        {this.props.children}
        <Hydrated onHydrated={this.props.onHydrated} />
      </>
    );
  }
}

/** A form as a page holds it: prerendered at build time, marked with its name and props for its island module. */
export function FormIsland<Name extends string>({ form, ...props }: FormIslandProps & { readonly form: LeadFormDefinition<Name> }) {
  return (
    <div data-island={form.id} data-props={JSON.stringify(props)}>
      <IslandRoot>
        <LeadForm form={form} landingPage={props.landingPage} />
      </IslandRoot>
    </div>
  );
}

/** `<html data-hydration>` turns `complete` once every island of the page has committed (page-behaviours.ts sets `shell`). */
function markHydrated(element: HTMLElement) {
  element.dataset.hydrated = "";
  if ([...document.querySelectorAll<HTMLElement>("[data-island]")].every((island) => island.dataset.hydrated !== undefined)) {
    document.documentElement.dataset.hydration = "complete";
  }
}

/**
 * In the browser, from the form's island module: hydrates every element of the page marked as this form with the
 * props the build wrote beside it. React takes over the form and nothing else.
 */
export function hydrateForm<Name extends string>(form: LeadFormDefinition<Name>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${form.id}"]`)) {
    const props = JSON.parse(element.dataset.props ?? "{}") as FormIslandProps;
    hydrateRoot(
      element,
      <IslandRoot onHydrated={() => markHydrated(element)}>
        <LeadForm form={form} landingPage={props.landingPage} />
      </IslandRoot>,
    );
  }
}
