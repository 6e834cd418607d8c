// Sizes as people write them, in the client's upload fields and the server's size refusals alike.

export const MB = 1024 * 1024;

/** "20 MB", "5 MB", "1.5 MB", "800 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
