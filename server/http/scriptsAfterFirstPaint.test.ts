import { describe, expect, it } from "vitest";
import { PRELOADS_PER_TASK, scriptsAfterFirstPaint } from "./scriptsAfterFirstPaint.ts";

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Studiofront</title>
    <script type="module" crossorigin src="/assets/index-D8RABjdp.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-sySUN5R7.js">
    <link rel="modulepreload" crossorigin href="/assets/Stack-BBte9C3c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D1OIaFNS.css">
  </head>
  <body>
    <noscript>This application needs JavaScript.</noscript>
    <div id="root"><h1>Services</h1></div>
  </body>
</html>`;

describe("scriptsAfterFirstPaint", () => {
  const page = scriptsAfterFirstPaint(built);

  it("leaves nothing in <head> but the stylesheet to load before the first paint", () => {
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D1OIaFNS.css">');
    expect(page).not.toContain("<noscript>");
    expect(page).toContain('<div id="root"><h1>Services</h1></div>');
  });

  it("adds the entry and its preloads once the page is drawn", () => {
    const starter = /<script>(.*)<\/script><\/body>/.exec(page)?.[1] ?? "";
    expect(starter).toMatch(/^requestAnimationFrame\(function\(\)\{/);
    expect(starter).toContain(`hrefs.splice(0,${PRELOADS_PER_TASK})`);
    expect(starter).toContain('["/assets/index-D8RABjdp.js","/assets/react-sySUN5R7.js","/assets/Stack-BBte9C3c.js"]');
    expect(starter).toContain('["/assets/index-D8RABjdp.js"].forEach(');
    expect(starter).toContain('script.type="module"');
  });

  it("adds every entry script, in the document's order (the bundler's runtime may come apart)", () => {
    const twoEntries = built.replace('<script type="module" crossorigin src="/assets/index-D8RABjdp.js"></script>', '<script type="module" crossorigin src="/assets/rolldown-runtime-X.js"></script>\n    <script type="module" crossorigin src="/assets/app-Y.js"></script>');
    const page = scriptsAfterFirstPaint(twoEntries);
    expect(page.slice(0, page.indexOf("</head>"))).not.toMatch(/<script/);
    const starter = /<script>(.*)<\/script><\/body>/.exec(page)?.[1] ?? "";
    const added: { src?: string; async?: boolean }[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (element: { src?: string; async?: boolean }) => added.push(element) } };
    const tasks: Array<() => void> = [];
    new Function("requestAnimationFrame", "setTimeout", "document", starter)((task: () => void) => tasks.push(task), (task: () => void) => tasks.push(task), document);
    while (tasks.length) tasks.shift()?.();
    const scripts = added.filter((element) => element.src);
    expect(scripts.map((element) => element.src)).toEqual(["/assets/rolldown-runtime-X.js", "/assets/app-Y.js"]);
    expect(scripts.every((element) => element.async === false)).toBe(true);
  });

  it("adds the preloads a few per task, then the entry, each in a task of its own", () => {
    const chunks = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    const many = built.replace(/\s*<link rel="modulepreload"[^>]*>/g, "").replace("</head>", `${chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("\n")}</head>`);
    const starter = /<script>(.*)<\/script><\/body>/.exec(scriptsAfterFirstPaint(many))?.[1] ?? "";
    const tasks: Array<() => void> = [];
    const added: string[][] = [];
    const document = {
      createElement: () => ({}) as { rel?: string; href?: string; src?: string },
      head: { appendChild: (element: { rel?: string; href?: string; src?: string }) => added.at(-1)?.push(element.rel === "modulepreload" ? (element.href ?? "") : `entry ${element.src}`) },
    };
    new Function("requestAnimationFrame", "setTimeout", "document", starter)((task: () => void) => tasks.push(task), (task: () => void) => tasks.push(task), document);
    while (tasks.length) {
      added.push([]);
      tasks.shift()?.();
    }
    const batches = added.filter((batch) => batch.length);
    expect(batches.map((batch) => batch.length)).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 21 - 2 * PRELOADS_PER_TASK + 1]);
    // The entry is preloaded first, so it downloads while the other links go in.
    expect(batches.flat()).toEqual(["/assets/index-D8RABjdp.js", ...chunks, "entry /assets/index-D8RABjdp.js"]);
  });

  it("leaves a document without an entry script as it is", () => {
    expect(scriptsAfterFirstPaint("<html><body></body></html>")).toBe("<html><body></body></html>");
  });
});
