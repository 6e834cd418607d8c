// The pure part of DeliveredFiles: an order's delivered files arranged as the customer reads them,
// one group per prompt (and one for the on-hold programme) holding its download per format and
// its telephone preview.
import { FILE_FORMATS } from "../../../common/orders/fileFormats.ts";

export type DeliveredFileLike = {
  readonly itemIndex: number | null | undefined;
  readonly isProgramme: boolean;
  readonly format: string;
  readonly preview: boolean;
  readonly downloadUrl: string | null | undefined;
  readonly url: string | null | undefined;
};

export type DeliveredFileGroup<F> = {
  key: string;
  /** Position of the prompt in the order; null: the on-hold programme. */
  itemIndex: number | null;
  /** One file per format, in the order the order form lists formats. */
  downloads: F[];
  /** The 8 kHz telephone rendering to listen to, when there is one. */
  preview: F | null;
};

const formatRank = (format: string) => {
  const rank = (FILE_FORMATS as readonly string[]).indexOf(format);
  return rank === -1 ? FILE_FORMATS.length : rank;
};

/** Prompts in their order, the programme last; files that cannot be fetched are left out. */
export function groupDeliveredFiles<F extends DeliveredFileLike>(files: readonly F[]): DeliveredFileGroup<F>[] {
  const groups = new Map<string, DeliveredFileGroup<F>>();
  for (const file of files) {
    const itemIndex = file.isProgramme ? null : (file.itemIndex ?? null);
    const key = itemIndex === null ? "programme" : `item-${itemIndex}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, itemIndex, downloads: [], preview: null };
      groups.set(key, group);
    }
    if (file.preview) {
      if (file.url) group.preview = file;
    } else if (file.downloadUrl) {
      group.downloads.push(file);
    }
  }
  const ordered = [...groups.values()].filter((group) => group.downloads.length > 0 || group.preview);
  for (const group of ordered) group.downloads.sort((a, b) => formatRank(a.format) - formatRank(b.format));
  return ordered.sort((a, b) => (a.itemIndex ?? Number.MAX_SAFE_INTEGER) - (b.itemIndex ?? Number.MAX_SAFE_INTEGER));
}

/** 1 500 → "0:02"; 75 000 → "1:15". */
export function formatPlayingTime(durationMs: number): string {
  const seconds = Math.round(durationMs / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
