// Renders the master named on the command line into µ-law 8 kHz and MP3 in this process and
// prints its resident memory before, at the peak (the kernel's high-water mark) and after, in KB.
import { mkdir, readFile } from "node:fs/promises";
import { NO_FAULTS } from "../../server/audio/cleanupChain.ts";
import { DEFAULT_RENDER_RULES } from "../../server/audio/renderRules.ts";
import { renderTelephoneFiles } from "../../server/audio/renderTelephone.ts";

const [master, workDir] = process.argv.slice(2);
const status = async (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(await readFile("/proc/self/status", "utf8"))![1]);
await mkdir(workDir, { recursive: true });
const baseline = await status("VmRSS");
const started = performance.now();
await renderTelephoneFiles(master, ["MULAW_8K_WAV", "MP3"], { rules: DEFAULT_RENDER_RULES, faults: NO_FAULTS, workDir });
const time = ((performance.now() - started) / 1000).toFixed(1);
const peak = await status("VmHWM");
// What stays once the render's garbage is collected (the bench starts this script with --expose-gc).
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 1000));
const after = await status("VmRSS");
console.log(`baseline ${baseline} peak ${peak} after ${after} seconds ${time}`);
