// A screen's first load sends one GraphQL request: its own query. The page document carries the
// root query's answer (settings, who is signed in), so neither the layout nor the route guard asks.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { APP_READY_MARK } from "../../client/app/AppReadyMarker.tsx";
import { E2E } from "./environment.ts";
import { signIn } from "./helpers.ts";

/** The GraphQL operations a fresh load of `path` sends until `ready` shows, by name. */
async function operationsOnLoad(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const operations: string[] = [];
  const count = (request: import("@playwright/test").Request) => {
    if (new URL(request.url()).pathname === "/graphql" && request.method() === "POST") operations.push(String(JSON.parse(request.postData() ?? "{}").operationName));
  };
  page.on("request", count);
  await page.goto(path);
  await ready();
  page.off("request", count);
  return operations;
}

test("a management screen's first load is one GraphQL request", async ({ page }) => {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  for (const [path, operation] of [
    ["/manage/payments", "PaymentsRouteQuery"],
    ["/manage/users", "UsersRouteQuery"],
    ["/manage/orders", "ManageOrdersRouteQuery"],
  ] as const) {
    const operations = await operationsOnLoad(page, path, () => expect(page.getByRole("table").first()).toBeVisible());
    expect(operations, path).toEqual([operation]);
  }
});

test("a public page's first load asks only for its own content, and the guards know who is signed out", async ({ page }) => {
  const home = await operationsOnLoad(page, "/", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible());
  expect(home.length).toBeLessThanOrEqual(1);
  expect(home).not.toContain("RootQuery");
  const guarded = await operationsOnLoad(page, "/manage/payments", () => expect(page).toHaveURL(/\/login\?next=/));
  expect(guarded).toEqual([]);
});

/**
 * Compressed bytes of the JavaScript a page loaded before it was usable: the scripts that finished
 * before the app's "app-ready" mark (set once the page has hydrated), as tests/bench/interactiveScripts.ts
 * weighs them. What loads after it (notifications, modals) is not counted.
 */
async function scriptBytesBeforeReady(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  await page.goto(path);
  await ready();
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  return page.evaluate((mark) => {
    const readyAt = performance.getEntriesByName(mark, "mark")[0].startTime;
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js") && entry.responseEnd <= readyAt)
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
  }, APP_READY_MARK);
}

// What the public pages cost a phone: the HTML carries the page (headings, text, prices) and asks
// for no script before it is drawn; the scripts that make it interactive come after, within budget
// (`npm run bench` reports each public page's figure against the goal of 150 KB).
const PUBLIC_PAGES = [
  { path: "/", heading: "Studiofront Demo Studio", text: /€\s?\d/, route: "HomeRoute" },
  { path: "/services/telephone-voice-prompts", heading: "Telephone voice prompts", text: /€\s?\d/, route: "ServiceFeatureRoute" },
  { path: "/about/voices", heading: "Our voices", text: "Charlotte", route: "VoicesRoute" },
] as const;
/**
 * Compressed JavaScript a public page loads before it is usable (after its first paint): these
 * pages need 174–181 KB (tests/bench/criticalPath.ts), and Chromium counts up to 220 KB
 * (/about/voices) when the chunks of the parts the page hydrates later (its filters and the
 * progress bar, client/ui/hydratedLater.tsx) happen to arrive before the page is ready.
 */
const HYDRATION_SCRIPT_BUDGET_BYTES = 225 * 1024;

test("a public page arrives rendered and loads its scripts only after it is drawn", async ({ browser }) => {
  for (const { path, heading, text, route } of PUBLIC_PAGES) {
    // A first visit (nothing cached), in data-saver mode so that links do not prefetch the next
    // pages' code: what loads is the page's own.
    const context = await browser.newContext();
    await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
    const page = await context.newPage();
    const response = await page.request.get(path, { headers: { "accept-encoding": "br" } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    // Its route's chunk is fetched beside the entry script, not after the entry has run.
    expect(html, path).toMatch(new RegExp(`var hrefs=\\[[^\\]]*"/assets/${route}-[\\w-]+\\.js"`));
    // Search engines read the page's own title, as the browser shows it.
    expect(head, path).toMatch(new RegExp(`<title>(${heading} · )?Studiofront Demo Studio</title>`));
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body, path).toContain(`>${heading}</h1>`);
    expect(body, path).toMatch(text);

    const bytes = await scriptBytesBeforeReady(page, path, () => expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible());
    expect(bytes, `${path} loads ${Math.round(bytes / 1024)} KB of scripts`).toBeGreaterThan(0);
    expect(bytes, `${path} loads ${Math.round(bytes / 1024)} KB of scripts`).toBeLessThanOrEqual(HYDRATION_SCRIPT_BUDGET_BYTES);
    await context.close();
  }
});

test("a page the browser renders preloads its route's chunk with the entry script", async ({ page }) => {
  const html = await (await page.request.get("/login")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginRoute-[\w-]+\.js">/);
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a server-rendered form takes input once the page responds, so nothing typed is lost", async ({ page }) => {
  const html = await (await page.request.get("/contact")).text();
  expect(html).toMatch(/<fieldset[^>]*\bdisabled=""/);
  await page.goto("/contact");
  const name = page.getByLabel(/^Name/);
  await expect(name).toBeEnabled();
  await name.fill("Early Typist");
  await expect(name).toHaveValue("Early Typist");
});
