import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "~/components/ui/logo";
import { site } from "~/content/site";
import { canonicalPath } from "~/lib/canonical-path";
import type { PagePath } from "~/content/pages";

const noSubscription = () => () => {};
const lacksPopover = () => typeof HTMLElement.prototype.showPopover !== "function";

/**
 * Where the browser has no popover (Safari 16, so in-app browsers on iPhones not updated since 2023), the
 * header's script opens and closes the panel itself: the button toggles it, Escape closes it and gives focus
 * back to the button, and so do a click outside it and a click on a link. Without the script there, CSS shows
 * the links as a row instead (app.css).
 */
function useMenuFallback(button: RefObject<HTMLButtonElement | null>, menu: RefObject<HTMLUListElement | null>) {
  const active = useSyncExternalStore(noSubscription, lacksPopover, () => false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, button, menu]);
  return { active, open, setOpen };
}

/**
 * On narrow screens the links live in a popover opened by a plain `popovertarget` button, so the
 * menu works before hydration and without JavaScript; wide screens show the same list inline.
 */
export function SiteHeader() {
  const menu = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const fallback = useMenuFallback(button, menu);
  const { pathname } = useLocation();
  const current = canonicalPath(pathname);

  // Closes the menu after a navigation, not at hydration: a visitor may have opened it before the code arrived.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const list = menu.current;
    // (Where popover is missing, `:popover-open` is not even valid to ask about.)
    if (!fallback.active && list?.matches(":popover-open")) list.hidePopover();
  }, [pathname, fallback.active]);

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to={"/" satisfies PagePath} className="brand" viewTransition aria-label={`${site.name}, home`}>
          <Logo />
        </Link>
        <nav className="site-nav" aria-label={site.primaryNavLabel} data-menu={fallback.active ? (fallback.open ? "open" : "closed") : undefined}>
          <button
            type="button"
            className="menu-button"
            ref={button}
            aria-controls="site-menu"
            {...(fallback.active
              ? { "aria-expanded": fallback.open, onClick: () => fallback.setOpen((open) => !open) }
              : { popoverTarget: "site-menu" })}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{site.menuLabel}</span>
          </button>
          <ul id="site-menu" className="nav-list" popover="auto" ref={menu}>
            {site.nav.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  viewTransition
                  className="nav-link"
                  aria-current={item.to === current ? "page" : undefined}
                  onClick={fallback.active ? () => fallback.setOpen(false) : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
