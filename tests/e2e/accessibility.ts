// axe-core in the page: the serious and critical findings of a screen, as readable lines, so a
// test can assert `expect(await seriousViolations(page, "/where")).toEqual([])`.
import { resolve } from "node:path";
import type { Page } from "@playwright/test";

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> };

/** How long to wait for the network to go quiet: a page following an order live keeps one request open. */
const QUIET_NETWORK_MS = 5_000;

/** axe's findings in the page (or inside `selector`), with the rules `options` choose. */
async function axeViolations(page: Page, selector: string | null, options: object = {}): Promise<Violation[]> {
  await page.addScriptTag({ path: resolve("node_modules/axe-core/axe.min.js") });
  return page.evaluate(
    async ([context, runOptions]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(context ?? document, runOptions);
      return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })) }));
    },
    [selector, options] as const,
  );
}

/**
 * axe's serious and critical findings on the page (or inside `selector`), once the network is idle
 * and transitions have finished: contrast is measured on what is shown, not on a drawer fading in.
 */
export async function seriousViolations(page: Page, where: string, selector?: string): Promise<string[]> {
  await page.waitForLoadState("networkidle", { timeout: QUIET_NETWORK_MS }).catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const violations = await axeViolations(page, selector ?? null);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(" ")} [${node.failureSummary?.replace(/\s+/g, " ").trim() ?? ""}]`).join(", ")}`);
}

/** axe's serious findings, and a page wider than the screen it is shown on. */
export async function screenProblems(page: Page, where: string): Promise<string[]> {
  const problems = await seriousViolations(page, where);
  const width = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // The outermost elements reaching past the screen's edge: those whose parent still fits.
    const beyond = (element: Element) => element.getBoundingClientRect().right > innerWidth + 1;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => beyond(element) && element.parentElement && (element.parentElement === document.body || !beyond(element.parentElement)))
      .filter((element) => !["auto", "scroll"].includes(getComputedStyle(element.parentElement!).overflowX))
      .map((element) => `${element.tagName.toLowerCase()}${typeof element.className === "string" && element.className ? `.${element.className.split(" ")[0]}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits: culprits.slice(0, 3) };
  });
  if (width.scrollWidth > width.innerWidth) problems.push(`${where}: the page is ${width.scrollWidth} px wide on a ${width.innerWidth} px screen, widened by ${width.culprits.join("; ")}`);
  return problems;
}

/** The screen's problems on a desktop, then on a 375 px phone; the page is left at its first size. */
export async function desktopAndPhoneProblems(page: Page, where: string): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const problems = await screenProblems(page, `${where} (desktop)`);
  await page.setViewportSize({ width: 375, height: 800 });
  problems.push(...(await screenProblems(page, `${where} (phone)`)));
  await page.setViewportSize(size);
  return problems;
}

/** The content axe finds outside any landmark (its moderate "region" rule), as readable lines. */
export async function contentOutsideLandmarks(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, null, { runOnly: ["region"] });
  return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
}
