// Playwright's `test` with one change: `page.goto` returns once the app has rendered the page, or
// hydrated it when the server rendered it (`<html data-app-ready>`), as a person would wait for a
// page to respond before using it. A server-rendered page shows its buttons and fields before its
// scripts run; acting on them earlier would be lost.
import { test as base } from "@playwright/test";

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

export { expect } from "@playwright/test";
