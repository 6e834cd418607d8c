// Renders one master recording into delivery formats. Formats of the same rate and band share one
// pass through the clean-up chain (the eight 8 kHz telephone formats are cleaned once); each
// format is then levelled, encoded and measured on its own (speechRender.ts). Everything runs
// from files in `workDir` through streams: a 30-minute master costs chunks, not its length.
import { join } from "node:path";
import type { Band, MasterFaults } from "./cleanupChain.ts";
import { RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import type { RenderRules } from "./renderRules.ts";
import { prepareSpeech, writeSpeechFile, type SpeechFile } from "./speechRender.ts";
import { FILE_FORMAT_EXTENSIONS } from "../../common/orders/fileFormats.ts";

export type RenderedFile = SpeechFile & { path: string };

export type RenderOptions = {
  rules: RenderRules;
  /** What the master's analysis found for the clean-up chain to remove. */
  faults: MasterFaults;
  /** A scratch folder the caller owns and removes. */
  workDir: string;
};

const bandKey = ({ sampleRate, narrowband }: Band) => `${sampleRate}-${narrowband ? "narrow" : "wide"}`;

export async function renderTelephoneFiles(masterPath: string, formatIds: readonly RenderFormatId[], { rules, faults, workDir }: RenderOptions): Promise<Map<RenderFormatId, RenderedFile>> {
  const groups = new Map<string, RenderFormatId[]>();
  for (const formatId of new Set(formatIds)) {
    const key = bandKey(RENDER_FORMATS[formatId]);
    groups.set(key, [...(groups.get(key) ?? []), formatId]);
  }
  const files = new Map<RenderFormatId, RenderedFile>();
  for (const [key, group] of groups) {
    const { sampleRate, narrowband } = RENDER_FORMATS[group[0]];
    const prepared = await prepareSpeech(masterPath, { sampleRate, narrowband }, faults, join(workDir, `${key}.f32`));
    await Promise.all(
      group.map(async (formatId) => {
        const path = join(workDir, `${formatId}.${FILE_FORMAT_EXTENSIONS[formatId]}`);
        files.set(formatId, { path, ...(await writeSpeechFile(prepared, formatId, rules, path)) });
      }),
    );
  }
  return new Map(formatIds.map((formatId) => [formatId, files.get(formatId)!]));
}
