import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { doNotTrack } from "./tagManager.ts";
import { PAGE_VIEW_DELAY_MS } from "./timing.ts";

describe("doNotTrack", () => {
  it("reads the browser's do-not-track flag", () => {
    expect(doNotTrack({ doNotTrack: "1" })).toBe(true);
    expect(doNotTrack({ msDoNotTrack: "1" })).toBe(true);
    expect(doNotTrack({}, { doNotTrack: "1" })).toBe(true);
    expect(doNotTrack({ doNotTrack: "0" })).toBe(false);
    expect(doNotTrack({ doNotTrack: null })).toBe(false);
    expect(doNotTrack(undefined)).toBe(false);
  });
});

/** A browser with just what the tag manager touches; `scripts` collects what it appends to <head>. */
function fakeBrowser(dnt: string | null) {
  const scripts: Array<{ src: string; async: boolean }> = [];
  const win: { dataLayer?: unknown[]; doNotTrack?: string | null; location: { href: string } } = { location: { href: "http://localhost/services" } };
  vi.stubGlobal("window", win);
  vi.stubGlobal("navigator", { doNotTrack: dnt });
  vi.stubGlobal("document", {
    title: "Services · Studio",
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (script: { src: string; async: boolean }) => scripts.push(script) },
  });
  return { win, scripts };
}

describe("tag manager", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("loads nothing and reports no page view when do-not-track is on", async () => {
    const { win, scripts } = fakeBrowser("1");
    const { loadTagManager, schedulePageView } = await import("./tagManager.ts");
    expect(loadTagManager("GTM-TEST")).toBe(false);
    schedulePageView("/services");
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS * 4);
    expect(scripts).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it("loads nothing without a container id", async () => {
    const { scripts } = fakeBrowser(null);
    const { loadTagManager } = await import("./tagManager.ts");
    expect(loadTagManager(null)).toBe(false);
    expect(loadTagManager("")).toBe(false);
    expect(scripts).toEqual([]);
  });

  it("loads the container once and pushes a page view 250 ms after a route change", async () => {
    const { win, scripts } = fakeBrowser(null);
    const { loadTagManager, schedulePageView } = await import("./tagManager.ts");
    expect(loadTagManager("GTM-TEST")).toBe(true);
    expect(loadTagManager("GTM-TEST")).toBe(true);
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST");
    expect(PAGE_VIEW_DELAY_MS).toBe(250);

    schedulePageView("/services");
    const pageViews = () => (win.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "page_view");
    vi.advanceTimersByTime(249);
    expect(pageViews()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(pageViews()).toEqual([{ event: "page_view", page_path: "/services", page_location: "http://localhost/services", page_title: "Services · Studio" }]);

    // A route left within the delay is not reported.
    const cancel = schedulePageView("/faq");
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(500);
    expect(pageViews()).toHaveLength(1);
  });
});
