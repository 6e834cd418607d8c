// Renders in this process and prints its resident memory before, at the peak (the kernel's
// high-water mark) and after, in KB:
//   renderMemory.ts <master> <workDir>            the master into µ-law 8 kHz and MP3
//   renderMemory.ts <master> <workDir> <bed> <message>…
//                                                 the longest on-hold programme a plan allows
//                                                 (900 s) in MP3 from the messages over the bed,
//                                                 then one with the master as its message (a
//                                                 30-minute master is refused once prepared: too
//                                                 long for the programme)
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { NO_FAULTS } from "../../server/audio/cleanupChain.ts";
import { renderProgramme, PROGRAMME_LIMITS, DEFAULT_PROGRAMME_LAYOUT } from "../../server/audio/renderProgramme.ts";
import { DEFAULT_RENDER_RULES, RenderRefusedError } from "../../server/audio/renderRules.ts";
import { renderTelephoneFiles } from "../../server/audio/renderTelephone.ts";

const [master, workDir, bed, ...messages] = process.argv.slice(2);
const status = async (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(await readFile("/proc/self/status", "utf8"))![1]);
await mkdir(workDir, { recursive: true });
const baseline = await status("VmRSS");
const started = performance.now();
if (!bed) {
  await renderTelephoneFiles(master, ["MULAW_8K_WAV", "MP3"], { rules: DEFAULT_RENDER_RULES, faults: NO_FAULTS, workDir });
} else {
  const options = { layout: { ...DEFAULT_PROGRAMME_LAYOUT, programmeSeconds: PROGRAMME_LIMITS.programmeSeconds[1] }, rules: DEFAULT_RENDER_RULES, workDir };
  await renderProgramme(messages.map((path) => ({ path, faults: NO_FAULTS })), bed, "MP3", join(workDir, "programme.mp3"), options);
  await renderProgramme([{ path: master, faults: NO_FAULTS }], bed, "MP3", join(workDir, "long-message.mp3"), options).catch((error: unknown) => {
    if (!(error instanceof RenderRefusedError)) throw error;
  });
}
const time = ((performance.now() - started) / 1000).toFixed(1);
const peak = await status("VmHWM");
// What stays once the render's garbage is collected (the bench starts this script with --expose-gc).
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 1000));
const after = await status("VmRSS");
console.log(`baseline ${baseline} peak ${peak} after ${after} seconds ${time}`);
