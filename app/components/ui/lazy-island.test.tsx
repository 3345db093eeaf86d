import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyIsland } from "~/components/ui/lazy-island";
import { shellHydrated } from "~/lib/hydration-signal";

const Part = () => <p>interactive part</p>;
const request = new Request("http://localhost/contact");

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? <p>error page</p> : this.props.children);
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => vi.unstubAllGlobals());

describe("lazyIsland", () => {
  it("renders the part once its code arrives, and lets navigations through", async () => {
    const island = lazyIsland(() => Promise.resolve({ default: Part }));
    render(<island.Island />);
    expect(await screen.findByText("interactive part")).toBeInTheDocument();
    const next = vi.fn(() => Promise.resolve("rendered"));
    await expect(island.clientMiddleware[0]!({ request }, next)).resolves.toBe("rendered");
  });

  it("never shows the error page when the download fails, and tries again at the next navigation", async () => {
    const importer = vi.fn<() => Promise<{ default: typeof Part }>>().mockRejectedValueOnce(new TypeError("Failed to fetch"));
    importer.mockResolvedValue({ default: Part });
    const island = lazyIsland(importer);
    const view = render(
      <Boundary>
        <island.Island />
      </Boundary>,
    );
    await settle();
    expect(screen.queryByText("error page")).toBeNull();
    expect(screen.queryByText("interactive part")).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);

    const next = vi.fn(() => Promise.resolve("rendered"));
    await expect(island.clientMiddleware[0]!({ request }, next)).resolves.toBe("rendered");
    expect(importer).toHaveBeenCalledTimes(2);
    view.unmount();
    render(<island.Island />);
    expect(await screen.findByText("interactive part")).toBeInTheDocument();
  });

  it("loads the target page as a document when the code cannot be had at a navigation", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const island = lazyIsland(() => Promise.reject(new TypeError("Failed to fetch")));
    const next = vi.fn();
    void island.clientMiddleware[0]!({ request }, next);
    await settle();
    expect(assign).toHaveBeenCalledWith("http://localhost/contact");
    expect(next).not.toHaveBeenCalled();
  });
});

describe("the page's hydration signal", () => {
  it("reads complete only once the island's own code has committed", async () => {
    let arrive: (module: { default: typeof Part }) => void = () => {};
    const island = lazyIsland(() => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)));
    shellHydrated();
    render(<island.Island />);
    await settle();
    expect(document.documentElement.dataset.hydration).toBe("shell");
    arrive({ default: Part });
    expect(await screen.findByText("interactive part")).toBeInTheDocument();
    await settle();
    expect(document.documentElement.dataset.hydration).toBe("complete");
  });
});
