import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import FormEmbed, { EMBED_SANDBOX, isEmbeddableUrl } from "~/components/form-embed";

describe("FormEmbed", () => {
  it("renders a titled, lazy, sandboxed frame for an https form", () => {
    render(<FormEmbed src="https://tally.so/embed/abc" title="Brief form" />);
    const frame = screen.getByTitle("Brief form");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://tally.so/embed/abc");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("sandbox", EMBED_SANDBOX);
    expect(EMBED_SANDBOX.split(" ")).not.toContain("allow-top-navigation");
  });

  it.each(["http://tally.so/embed/abc", "javascript:alert(1)", "data:text/html,hi", "/local", ""])(
    "renders nothing for %j",
    (src) => {
      const { container } = render(<FormEmbed src={src} title="Brief form" />);
      expect(container).toBeEmptyDOMElement();
      expect(isEmbeddableUrl(src)).toBe(false);
    },
  );
});
