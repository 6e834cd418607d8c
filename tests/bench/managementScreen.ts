// GraphQL requests a management screen makes before its table shows, counted in a real browser
// (Playwright's Chromium API on Debian's /usr/bin/chromium): the administrator's session cookie
// set, /manage/payments opened, every POST to /graphql counted until the table has rows.
import { chromium } from "@playwright/test";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export type ScreenRequests = { requests: number; operations: string[]; milliseconds: number };

export async function countScreenRequests(options: { base: string; path: string; cookie: string; tableSelector?: string }): Promise<ScreenRequests> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext();
    const [name, value] = options.cookie.split("=");
    await context.addCookies([{ name, value, url: options.base }]);
    const page = await context.newPage();
    const operations: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/graphql") {
        let name = "?";
        try {
          name = (JSON.parse(request.postData() ?? "{}") as { operationName?: string }).operationName ?? "?";
        } catch {
          // multipart or not JSON: counted all the same
        }
        operations.push(name);
      }
    });
    const started = performance.now();
    await page.goto(options.base + options.path, { waitUntil: "commit" });
    await page.locator(options.tableSelector ?? "table tbody tr:visible").first().waitFor({ state: "visible", timeout: 30_000 });
    const milliseconds = performance.now() - started;
    const seen = [...operations];
    await context.close();
    return { requests: seen.length, operations: seen, milliseconds };
  } finally {
    await browser.close();
  }
}
