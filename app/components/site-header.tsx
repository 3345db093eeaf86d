import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { attachMenuFallback } from "~/lib/menu-fallback";
import { Logo } from "~/components/ui/logo";
import { site } from "~/content/site";
import { canonicalPath } from "~/lib/canonical-path";
import type { PagePath } from "~/content/pages";

/** Safari 16 has no popover: there the header runs the menu itself (menu-fallback.ts). */
const lacksPopover = () => typeof HTMLElement.prototype.showPopover !== "function";

/**
 * On narrow screens the links live in a popover opened by a plain `popovertarget` button, so the
 * menu works before hydration and without JavaScript; wide screens show the same list inline.
 */
export function SiteHeader() {
  const menu = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const current = canonicalPath(pathname);

  // Closes the menu after a navigation, not at hydration: a visitor may have opened it before the code arrived.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const list = menu.current;
    // (Where popover is missing, `:popover-open` is not even valid to ask about.)
    if (!lacksPopover() && list?.matches(":popover-open")) list.hidePopover();
  }, [pathname]);

  useEffect(() => {
    if (lacksPopover() && nav.current && button.current && menu.current) return attachMenuFallback(nav.current, button.current, menu.current);
  }, []);

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <a href={"/" satisfies PagePath} className="brand" aria-label={`${site.name}, home`}>
          <Logo />
        </a>
        <nav className="site-nav" aria-label={site.primaryNavLabel} ref={nav}>
          <button type="button" className="menu-button" ref={button} popoverTarget="site-menu" aria-controls="site-menu">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{site.menu.button}</span>
          </button>
          <ul id="site-menu" className="nav-list" popover="auto" ref={menu}>
            {site.nav.map((item) => (
              <li key={item.to}>
                <a href={item.to} className="nav-link" aria-current={item.to === current ? "page" : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
