import { Component, useEffect, type ReactNode } from "react";
import { errorPage } from "~/content/error-page";
import { errorText } from "~/lib/error-text";

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
