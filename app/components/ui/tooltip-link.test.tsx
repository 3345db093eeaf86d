import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TooltipLink } from "~/components/ui/tooltip-link";
import { renderAt } from "../../../tests/render-route";

const Cta = () => <TooltipLink to="/apply-client" label="Start here" tooltip="Opens the form" />;

describe("TooltipLink", () => {
  it("describes the link with a real tooltip element", () => {
    renderAt(Cta);
    const link = screen.getByRole("link", { name: "Start here" });
    expect(link).toHaveAttribute("href", "/apply-client");
    expect(link).toHaveAccessibleDescription("Opens the form");
    expect(screen.getByRole("tooltip", { hidden: true })).toHaveTextContent("Opens the form");
    expect(link).not.toHaveAttribute("title");
  });
});
