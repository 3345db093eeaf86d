import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";

/** Renders a component at a path inside a router, as the site does. */
export function renderAt(Component: ComponentType, path = "/", extraRoutes: { path: string; Component: ComponentType }[] = []) {
  const Stub = createRoutesStub([{ path, Component }, ...extraRoutes]);
  return render(<Stub initialEntries={[path]} />);
}
