import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scriptsAfterFirstPaint.ts";

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
    expect(starter).toMatch(/^requestAnimationFrame\(function\(\)\{setTimeout\(/);
    expect(starter).toContain('["/assets/react-sySUN5R7.js","/assets/Stack-BBte9C3c.js"]');
    expect(starter).toContain('script.src="/assets/index-D8RABjdp.js"');
    expect(starter).toContain('script.type="module"');
  });

  it("leaves a document without an entry script as it is", () => {
    expect(scriptsAfterFirstPaint("<html><body></body></html>")).toBe("<html><body></body></html>");
  });
});
