// Whether an order's recordings can be delivered: every prompt or message has a master, and every
// ordered file of the newest versions has been rendered. Checked when the order enters DELIVERED.
// The telephone preview is for listening in the browser, not what was ordered: it never holds a
// delivery up (it reaches the customer once it is rendered, and can be rendered again after).
import type { Deliverable, RenderStatus } from "../db/generated/client.ts";
import { currentFiles } from "./deliverableSets.ts";

type File = Pick<Deliverable, "itemIndex" | "format" | "preview" | "version" | "deliveredAt"> & { status: RenderStatus };

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Why the order cannot be delivered yet, in words for the studio; null when it can. */
export function deliveryProblem(itemCount: number, recordedItems: ReadonlySet<number>, files: readonly File[]): string | null {
  const missing = Array.from({ length: itemCount }, (_, index) => index).filter((index) => !recordedItems.has(index));
  if (missing.length > 0) return `Upload a master for ${count(missing.length, "more recording", "more recordings")} before delivering (${missing.map((i) => `#${i + 1}`).join(", ")}).`;
  const current = currentFiles(files).filter((file) => !file.preview);
  const failed = current.filter((file) => file.status === "FAILED").length;
  if (failed > 0) return `${count(failed, "file", "files")} failed to render: render ${failed === 1 ? "it" : "them"} again or upload a new master.`;
  const waiting = current.filter((file) => file.status !== "READY").length;
  if (waiting > 0) return `${count(waiting, "file is", "files are")} still rendering; deliver when ${waiting === 1 ? "it is" : "they are"} ready.`;
  if (current.length === 0) return "There are no files to deliver.";
  return null;
}
