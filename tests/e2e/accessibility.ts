// axe-core in the page: the serious and critical findings of a screen, as readable lines, so a
// test can assert `expect(await seriousViolations(page, "/where")).toEqual([])`.
import { resolve } from "node:path";
import type { Page } from "@playwright/test";

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/** How long to wait for the network to go quiet: a page following an order live keeps one request open. */
const QUIET_NETWORK_MS = 5_000;

/**
 * axe's serious and critical findings on the page (or inside `selector`), once the network is idle
 * and transitions have finished: contrast is measured on what is shown, not on a drawer fading in.
 */
export async function seriousViolations(page: Page, where: string, selector?: string): Promise<string[]> {
  await page.waitForLoadState("networkidle", { timeout: QUIET_NETWORK_MS }).catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  await page.addScriptTag({ path: resolve("node_modules/axe-core/axe.min.js") });
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(context ?? document);
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  }, selector ?? null);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
