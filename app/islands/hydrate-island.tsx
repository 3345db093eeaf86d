import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "~/islands/island-entries";
import { IslandRoot } from "~/islands/island-root";

/** `<html data-hydration>` turns `complete` once every island of the page has committed (page-behaviours.ts sets `shell`). */
function markHydrated(element: HTMLElement) {
  element.dataset.hydrated = "";
  if ([...document.querySelectorAll<HTMLElement>("[data-island]")].every((island) => island.dataset.hydrated !== undefined)) {
    document.documentElement.dataset.hydration = "complete";
  }
}

/**
 * Hydrates every element of the page marked as this island with its component and the props the build wrote beside
 * it (`data-props`, JSON): React takes over the form and nothing else; the page around it stays the prerendered
 * document.
 */
export function hydrateIsland<Props extends object>(name: IslandName, Island: ComponentType<Props>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? "{}") as Props;
    hydrateRoot(
      element,
      <IslandRoot onHydrated={() => markHydrated(element)}>
        <Island {...props} />
      </IslandRoot>,
    );
  }
}
