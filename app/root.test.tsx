import { errorPage } from "~/content/error-page";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

function Broken(): never {
  throw new Error("The pricing table failed to load");
}

describe("root error boundary", () => {
  it("shows 'Unexpected Application Error!' and the error's text inside the layout, with a link home", async () => {
    // React reports the caught error on the console; that report is the point of this test.
    vi.mocked(console.error).mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary: ErrorBoundary as never }]);
    render(<Stub />);
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("The pricing table failed to load")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: errorPage.back })).toHaveAttribute("href", "/");
  });
});
