import type { ComponentType } from "react";
import type { IslandName } from "~/islands/island-entries";
import { IslandRoot } from "~/islands/island-root";

interface IslandProps<Props extends object> {
  readonly name: IslandName;
  readonly component: ComponentType<Props>;
  readonly props: Props;
}

/**
 * A part of a page that hydrates on its own (a form): rendered here at build time, with its props written beside
 * it for the browser, where its island module (app/islands/) hydrates it. The build adds that module to every page
 * holding the island (pipeline/islands.ts).
 */
export function Island<Props extends object>({ name, component: Part, props }: IslandProps<Props>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <IslandRoot>
        <Part {...props} />
      </IslandRoot>
    </div>
  );
}
