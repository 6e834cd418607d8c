// "Render again": the studio queues a file once more (after fixing a setting, or a failure the
// retries did not get past). A delivered file the customer has (rendered) changes only through a
// new master, which makes a new version; a delivered telephone preview that failed never reached
// them, so it can be rendered again.
import type { Context } from "../context.ts";
import { NotFoundError } from "../errors.ts";
import { MasterRefusedError } from "./fulfilmentErrors.ts";
import { queueRendering } from "./renderQueue.ts";
import { moveRenderedFiles } from "./renderStates.ts";

export async function renderAgain(ctx: Context, deliverableId: string) {
  const file = await ctx.prisma.deliverable.findUnique({ where: { id: deliverableId } });
  if (!file) throw new NotFoundError("This file does not exist.");
  if (file.deliveredAt && file.status === "READY") throw new MasterRefusedError("This file was delivered; upload a new master to change it.");
  const count = await moveRenderedFiles(ctx.prisma, { id: file.id, OR: [{ status: "READY", deliveredAt: null }, { status: "FAILED" }] }, "QUEUED", { attempts: 0, failureReason: null });
  if (count === 0) throw new MasterRefusedError("This file is being rendered right now.");
  await queueRendering(ctx, file.orderId, [file]);
  return ctx.prisma.deliverable.findUniqueOrThrow({ where: { id: file.id } });
}
