import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { E2E } from "./environment.ts";

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signOut(page: Page, name: string) {
  await page.getByRole("button", { name: `${name}: account menu` }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
}

/** The newest link the server printed to its log for this address (e-mail kept in the outbox). */
export async function emailedLink(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      const log = readFileSync(E2E.serverLog, "utf8");
      const blocks = log.split("[email] kept in outbox").filter((block) => block.includes(`to=${to}`));
      // The newest e-mail to that address holding such a link (others, like an invoice, may follow it).
      found = blocks.reverse().find((block) => pattern.test(block))?.match(pattern)?.[0];
      return found;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return found!;
}
