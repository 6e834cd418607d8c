// Renders one master recording into delivery formats: the master is decoded once and cleaned for
// every band its formats need (the eight 8 kHz telephone formats share one); every format is then
// levelled and encoded by one ffmpeg process, measured, and written again while it misses
// (speechRender.ts). Everything runs from files in `workDir` through streams: a 30-minute master
// costs chunks, not its length.
import { join } from "node:path";
import type { Band, MasterFaults } from "./cleanupChain.ts";
import { RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import type { RenderRules } from "./renderRules.ts";
import { prepareSpeechBands, writeSpeechFiles, type SpeechFile } from "./speechRender.ts";
import { FILE_FORMAT_EXTENSIONS } from "../../common/orders/fileFormats.ts";

export type RenderedFile = SpeechFile & { path: string };

export type RenderOptions = {
  rules: RenderRules;
  /** What the master's analysis found for the clean-up chain to remove. */
  faults: MasterFaults;
  /** A scratch folder the caller owns and removes. */
  workDir: string;
  /** Told of each format's file, or why it could not be made, as soon as that is known (the others may still be in the making). */
  onFormat?: (formatId: RenderFormatId, result: PromiseSettledResult<RenderedFile>) => void;
};

const bandKey = ({ sampleRate, narrowband }: Band) => `${sampleRate}-${narrowband ? "narrow" : "wide"}`;

/** Every format's file, or why that format could not be made (a master without speech fails every format; a level out of reach, one). */
export async function renderTelephoneFormats(
  masterPath: string,
  formatIds: readonly RenderFormatId[],
  { rules, faults, workDir, onFormat = () => {} }: RenderOptions,
): Promise<Map<RenderFormatId, PromiseSettledResult<RenderedFile>>> {
  const wanted = [...new Set(formatIds)];
  const bands = new Map<string, Band>();
  for (const formatId of wanted) bands.set(bandKey(RENDER_FORMATS[formatId]), RENDER_FORMATS[formatId]);
  const keys = [...bands.keys()];
  const bandList = [...bands.values()].map(({ sampleRate, narrowband }) => ({ sampleRate, narrowband }));
  const prepared = await Promise.allSettled(prepareSpeechBands(masterPath, bandList, faults, keys.map((key) => join(workDir, `${key}.f32`))));
  const preparedOf = (formatId: RenderFormatId) => prepared[keys.indexOf(bandKey(RENDER_FORMATS[formatId]))];
  const requests = wanted.flatMap((formatId) => {
    const band = preparedOf(formatId);
    return band.status === "fulfilled" ? [{ prepared: band.value, formatId, outPath: join(workDir, `${formatId}.${FILE_FORMAT_EXTENSIONS[formatId]}`) }] : [];
  });
  const results = new Map<RenderFormatId, PromiseSettledResult<RenderedFile>>();
  const settle = (formatId: RenderFormatId, result: PromiseSettledResult<RenderedFile>) => {
    results.set(formatId, result);
    onFormat(formatId, result);
  };
  for (const formatId of wanted) {
    const band = preparedOf(formatId);
    if (band.status === "rejected") settle(formatId, band);
  }
  await writeSpeechFiles(requests, rules, (index, file) => {
    const { formatId, outPath } = requests[index];
    settle(formatId, file.status === "rejected" ? file : { status: "fulfilled", value: { path: outPath, ...file.value } });
  });
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
