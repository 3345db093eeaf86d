import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteHeader } from "~/components/site-header";
import { site } from "~/content/site";
import { renderAt } from "../../tests/render-route";

describe("SiteHeader", () => {
  it("links the home, services, about and contact pages in the menu's words, marking the current page", () => {
    renderAt(SiteHeader, "/about");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [site.menu.home, "/"],
      [site.menu.services, "/services"],
      [site.menu.about, "/about"],
      [site.menu.contact, "/contact"],
    ]);
    expect(within(nav).getByRole("link", { name: site.menu.about, hidden: true })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: site.menu.home, hidden: true })).not.toHaveAttribute("aria-current");
  });

  it("marks Home on the /Web alias", () => {
    renderAt(SiteHeader, "/Web");
    expect(screen.getByRole("link", { name: site.menu.home, hidden: true })).toHaveAttribute("aria-current", "page");
  });

  describe("where the browser has popover", () => {
    beforeEach(() => {
      // jsdom has no popover; the browsers the site supports since Safari 17 do.
      HTMLElement.prototype.showPopover = () => undefined;
    });
    afterEach(() => {
      Reflect.deleteProperty(HTMLElement.prototype, "showPopover");
    });

    it("has a menu button that controls the link list as a popover", () => {
      renderAt(SiteHeader);
      const button = screen.getByRole("button", { name: site.menu.button });
      expect(button).toHaveAttribute("popovertarget", "site-menu");
      expect(button).toHaveAttribute("aria-controls", "site-menu");
      expect(button).not.toHaveAttribute("aria-expanded");
      expect(document.getElementById("site-menu")).toHaveAttribute("popover", "auto");
      expect(screen.getByRole("navigation", { name: "Main" })).not.toHaveAttribute("data-menu");
    });
  });

  describe("where the browser has no popover (Safari 16)", () => {
    it("opens the panel with the button and closes it with the button, Escape, a click outside or a link", async () => {
      const user = userEvent.setup();
      renderAt(SiteHeader, "/about");
      const nav = screen.getByRole("navigation", { name: "Main" });
      const button = screen.getByRole("button", { name: site.menu.button });
      // Attached once the header has hydrated.
      await waitFor(() => expect(nav).toHaveAttribute("data-menu", "closed"));
      expect(button).toHaveAttribute("aria-expanded", "false");

      await user.click(button);
      expect(nav).toHaveAttribute("data-menu", "open");
      expect(button).toHaveAttribute("aria-expanded", "true");
      await user.click(button);
      expect(nav).toHaveAttribute("data-menu", "closed");

      await user.click(button);
      await user.keyboard("{Escape}");
      expect(nav).toHaveAttribute("data-menu", "closed");
      expect(button).toHaveFocus();

      await user.click(button);
      await user.click(document.body);
      expect(nav).toHaveAttribute("data-menu", "closed");

      await user.click(button);
      await user.click(within(nav).getByRole("link", { name: site.menu.about, hidden: true }));
      expect(nav).toHaveAttribute("data-menu", "closed");
    });
  });

  it("shows the logo as a link home", () => {
    renderAt(SiteHeader);
    const home = screen.getByRole("link", { name: `${site.name}, home` });
    expect(home.querySelector("svg")).not.toBeNull();
  });
});
