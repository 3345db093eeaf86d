import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "~/components/site-header";
import { renderAt } from "../../tests/render-route";

describe("SiteHeader", () => {
  it("links Home, Services, About and Contact Us, marking the current page", () => {
    renderAt(SiteHeader, "/about");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
      ["About", "/about"],
      ["Contact Us", "/contact"],
    ]);
    expect(within(nav).getByRole("link", { name: "About", hidden: true })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home", hidden: true })).not.toHaveAttribute("aria-current");
  });

  it("marks Home on the /Web alias", () => {
    renderAt(SiteHeader, "/Web");
    expect(screen.getByRole("link", { name: "Home", hidden: true })).toHaveAttribute("aria-current", "page");
  });

  it("has a menu button that controls the link list as a popover", () => {
    renderAt(SiteHeader);
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("popovertarget", "site-menu");
    expect(button).toHaveAttribute("aria-controls", "site-menu");
    expect(document.getElementById("site-menu")).toHaveAttribute("popover", "auto");
  });

  it("shows the logo as a link home", () => {
    renderAt(SiteHeader);
    const home = screen.getByRole("link", { name: "Northstar Social, home" });
    expect(home.querySelector("svg")).not.toBeNull();
  });
});
