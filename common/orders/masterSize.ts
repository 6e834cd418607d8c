// The largest master recording the studio takes, and the sentence that refuses a larger one by its
// name and the limit: the order desk says it before sending the file, the server after reading it.
import { MB } from "../bytes.ts";

export const MAX_MASTER_BYTES = 100 * MB;

/** Why a master of `size` bytes is refused; null when it is within the limit. */
export function masterSizeRefusal(fileName: string, size: number): string | null {
  if (size <= MAX_MASTER_BYTES) return null;
  return `"${fileName}" is ${(size / MB).toFixed(1)} MB: a master must be at most ${MAX_MASTER_BYTES / MB} MB.`;
}
