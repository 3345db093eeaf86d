import type { Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import type { ComponentProps, ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";

interface MarkdownBodyProps {
  /** The rendered Markdown (app/lib/markdown/render-markdown.ts). */
  readonly tree: Root;
  /** How a picture of the text is drawn: the build's responsive picture on the site, the upload in the editor. */
  readonly picture: (src: string, alt: string) => ReactNode;
}

/** A wide table scrolls inside the column on a phone, and can be scrolled from the keyboard. */
function ScrollingTable(props: ComponentProps<"table">) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** An article's body or a case study's story, in the site's typography. */
export function MarkdownBody({ tree, picture }: MarkdownBodyProps) {
  const components: Partial<Components> = {
    img: ({ src, alt }) => picture(String(src ?? ""), String(alt ?? "")),
    table: ScrollingTable,
  };
  return <div className="prose">{toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}</div>;
}
