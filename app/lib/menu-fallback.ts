/**
 * The menu where the browser has no popover (Safari 16, so in-app browsers on iPhones not updated since 2023):
 * the button toggles the panel, and Escape (giving focus back to the button), a click
 * outside it and a click on one of its links close it. State lives on the nav (`data-menu`), which the CSS reads;
 * before this runs, or without JavaScript, CSS shows the links as a row instead (app.css).
 */
export function attachMenuFallback(nav: HTMLElement, button: HTMLButtonElement, list: HTMLElement): () => void {
  const setOpen = (open: boolean) => {
    nav.dataset.menu = open ? "open" : "closed";
    button.setAttribute("aria-expanded", String(open));
  };
  const isOpen = () => nav.dataset.menu === "open";
  const onButton = () => setOpen(!isOpen());
  const onList = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (isOpen() && !nav.contains(event.target as Node)) setOpen(false);
  };
  setOpen(false);
  button.addEventListener("click", onButton);
  list.addEventListener("click", onList);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
  // The button and the list go with the header; the document stays.
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}
