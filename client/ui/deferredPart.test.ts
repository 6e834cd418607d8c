import { createElement, type ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { deferredPart } from "./deferredPart.tsx";

async function prerenderHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function Greeting({ name }: { name: string; onGreet: () => void }) {
  return createElement("button", { type: "button" }, `Hello ${name}`);
}

describe("deferredPart", () => {
  it("is rendered whole on the server, its code awaited, inside a Suspense boundary", async () => {
    let loads = 0;
    const Part = deferredPart(async () => {
      loads += 1;
      return Greeting;
    }, createElement("p", null, "Loading"));
    const html = await prerenderHtml(createElement(Part, { name: "Ada", onGreet: () => undefined }));
    expect(html).toBe('<!--$--><button type="button">Hello Ada</button><!--/$-->');
    expect(loads).toBe(1);
  });

  it("loads its code once, however often preloaded, and again after a failure", async () => {
    let attempts = 0;
    const Part = deferredPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return Greeting;
    });
    await expect(Part.preload()).rejects.toThrow("offline");
    const [first, second] = await Promise.all([Part.preload(), Part.preload()]);
    expect(first).toBe(Greeting);
    expect(second).toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
