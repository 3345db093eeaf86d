import type { createElement, ElementType } from "react";

// Sveltia CMS renders preview templates with the React it bundles, which it offers as `window.h` (its createElement).
// The editor's JSX is compiled against this module (admin/editor-build.ts), so the previews and the site's cards they
// show run on that one React: a second copy would add its weight and could not share hooks with it.

const h = () => (window as unknown as { h: typeof createElement }).h;

export const Fragment = Symbol.for("react.fragment");

export function jsx(type: ElementType, props: Record<string, unknown>, key?: string) {
  return h()(type, key === undefined ? props : { ...props, key });
}

export const jsxs = jsx;
