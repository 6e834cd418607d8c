// Browser tests run in Debian's Chromium (Playwright's own download cannot work offline).
import { existsSync } from "node:fs";
import { run } from "./run.mjs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`);
    return 1;
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) return 1;
  return run("apt-get", ["install", "-y", "-qq", "chromium"], { env });
}
