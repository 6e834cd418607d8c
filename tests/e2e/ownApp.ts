// An instance of the application of a spec's own, in the spec's process, on a fresh embedded
// database with the demo data: for specs that must prepare rows the site cannot make (an approved
// commission, a company), since the shared e2e server's database lives inside that server.
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { createApp, type App } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { seedDatabase } from "../../server/db/seed/seed.ts";
import { E2E } from "./environment.ts";
import { expect, test } from "./fixtures.ts";

export type OwnApp = {
  app: App;
  base: string;
  admin: { email: string; password: string };
  altchaKey: string;
  /** A page on the app in a browser context of its own, closed by closePages. */
  newPage(browser: Browser): Promise<Page>;
  /** A page (newPage) signed in as `email`, through the sign-in form. */
  signedInPage(browser: Browser, email: string, password: string): Promise<Page>;
  /** Opens `path` and waits until the page is interactive. */
  open(page: Page, path: string): Promise<void>;
  /** Closes the browser contexts newPage opened and the spec has not closed. */
  closePages(): Promise<void>;
  /** Closes its pages, then the app. */
  close(): Promise<void>;
};

/**
 * Starts the app on the port after the shared e2e server's; `name` keeps its data folder apart,
 * `env` adds to its environment (OPENROUTER_URL pointing at a stand-in).
 */
export async function startOwnApp(name: string, env: Record<string, string> = {}): Promise<OwnApp> {
  const port = E2E.port + 1;
  const base = `http://localhost:${port}`;
  const dataDir = `.tmp/e2e-${name}-${port}`;
  const admin = { email: "admin@studiofront.example", password: `e2e-${name}-admin-password` };
  const altchaKey = `e2e-${name}-altcha-key`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SESSION_SECRET: `e2e-${name}-session-secret`,
    ALTCHA_HMAC_KEY: altchaKey,
    ALTCHA_TEST_CHALLENGE: "true",
    ...env,
  });
  const app = await createApp(config, undefined, { jobs: { runSchedules: false } });
  await seedDatabase(app.services.prisma, app.services.storage, { adminEmail: admin.email, adminPassword: admin.password });
  const server = createServer(app.handle);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve());
  });

  const open = async (page: Page, path: string) => {
    await page.goto(`${base}${path}`);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  };
  // The browser is the worker's, shared with the specs that run after this one.
  const contexts = new Set<BrowserContext>();
  const newPage = async (browser: Browser) => {
    const context = await browser.newContext({ baseURL: base });
    contexts.add(context);
    context.on("close", () => contexts.delete(context));
    return context.newPage();
  };
  const closePages = async () => {
    await Promise.all([...contexts].map((context) => context.close()));
  };
  return {
    app,
    base,
    admin,
    altchaKey,
    newPage,
    open,
    closePages,
    async signedInPage(browser, email, password) {
      const page = await newPage(browser);
      await open(page, "/login");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).not.toHaveURL(/\/login/);
      return page;
    },
    async close() {
      await closePages();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A spec's own app for all of its tests, which then run one after another: started before the
 * first (up to 4 minutes on a loaded machine: a fresh database with the demo data), closed after
 * the last. The pages a test opened on it are closed after the test, and none may stay open.
 * Tests read it through the returned function.
 */
export function ownAppForSpec(name: string): () => OwnApp {
  let own: OwnApp | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    own = await startOwnApp(name);
  });
  test.afterEach(async ({ browser }) => {
    if (!own) return;
    await own.closePages();
    const base = own.base;
    const leftOpen = browser.contexts().flatMap((context) => context.pages().map((page) => page.url()).filter((url) => url.startsWith(base)));
    expect(leftOpen, `pages on the app of ${name} left open`).toEqual([]);
  });
  test.afterAll(async () => {
    await own?.close();
  });
  return () => {
    if (!own) throw new Error(`The app of ${name} has not started.`);
    return own;
  };
}
