// Renders one master recording into delivery formats. Formats of the same rate and band share one
// pass through the clean-up chain (the eight 8 kHz telephone formats are cleaned once); each
// format is then levelled, encoded and measured on its own (speechRender.ts). Bands and formats
// run side by side, so a render uses the cores it has. Everything runs from files in `workDir`
// through streams: a 30-minute master costs chunks, not its length.
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

/** Every format's file, or why that format could not be made (a master without speech fails every format; a level out of reach, one). */
export async function renderTelephoneFormats(
  masterPath: string,
  formatIds: readonly RenderFormatId[],
  { rules, faults, workDir }: RenderOptions,
): Promise<Map<RenderFormatId, PromiseSettledResult<RenderedFile>>> {
  const groups = new Map<string, RenderFormatId[]>();
  for (const formatId of new Set(formatIds)) {
    const key = bandKey(RENDER_FORMATS[formatId]);
    groups.set(key, [...(groups.get(key) ?? []), formatId]);
  }
  const results = new Map<RenderFormatId, PromiseSettledResult<RenderedFile>>();
  await Promise.all(
    [...groups].map(async ([key, group]) => {
      const { sampleRate, narrowband } = RENDER_FORMATS[group[0]];
      const prepared = prepareSpeech(masterPath, { sampleRate, narrowband }, faults, join(workDir, `${key}.f32`));
      const settled = await Promise.allSettled(
        group.map(async (formatId): Promise<RenderedFile> => {
          const path = join(workDir, `${formatId}.${FILE_FORMAT_EXTENSIONS[formatId]}`);
          return { path, ...(await writeSpeechFile(await prepared, formatId, rules, path)) };
        }),
      );
      group.forEach((formatId, index) => results.set(formatId, settled[index]));
    }),
  );
  return new Map(formatIds.map((formatId) => [formatId, results.get(formatId)!]));
}

/** Every format's file; the first format that could not be made fails the whole render. */
export async function renderTelephoneFiles(masterPath: string, formatIds: readonly RenderFormatId[], options: RenderOptions): Promise<Map<RenderFormatId, RenderedFile>> {
  const files = new Map<RenderFormatId, RenderedFile>();
  for (const [formatId, result] of await renderTelephoneFormats(masterPath, formatIds, options)) {
    if (result.status === "rejected") throw result.reason;
    files.set(formatId, result.value);
  }
  return files;
}
