import { describe, expect, it } from "vitest";
import { formatTitle, pageMetaStore } from "./pageMeta.ts";

describe("formatTitle", () => {
  it("joins the page title and the studio name", () => {
    expect(formatTitle("Sign in", "Studiofront")).toBe("Sign in · Studiofront");
  });
  it("is just the studio name without a page title", () => {
    expect(formatTitle(undefined, "Studiofront")).toBe("Studiofront");
    expect(formatTitle("  ", "Studiofront")).toBe("Studiofront");
  });
});

describe("pageMetaStore", () => {
  it("keeps the newest declaration and falls back when it is withdrawn", () => {
    const seen: string[] = [];
    const unsubscribe = pageMetaStore.subscribe(() => seen.push(pageMetaStore.get().title ?? ""));
    const outer = pageMetaStore.push({ title: "Account" });
    const inner = pageMetaStore.push({ title: "Profile" });
    expect(pageMetaStore.get().title).toBe("Profile");
    inner();
    expect(pageMetaStore.get().title).toBe("Account");
    outer();
    expect(pageMetaStore.get()).toEqual({});
    expect(seen).toEqual(["Account", "Profile", "Account", ""]);
    unsubscribe();
  });
});
