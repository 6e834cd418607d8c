// "Render again": the studio queues a file once more (after fixing a setting, or a failure the
// retries did not get past). A delivered file is what the customer has: it changes only through
// a new master, which makes a new version.
import type { Context } from "../context.ts";
import { NotFoundError } from "../errors.ts";
import { MasterRefusedError } from "./fulfilmentErrors.ts";
import { queueRendering } from "./renderQueue.ts";

export async function renderAgain(ctx: Context, deliverableId: string) {
  const file = await ctx.prisma.deliverable.findUnique({ where: { id: deliverableId } });
  if (!file) throw new NotFoundError("This file does not exist.");
  if (file.deliveredAt) throw new MasterRefusedError("This file was delivered; upload a new master to change it.");
  const { count } = await ctx.prisma.deliverable.updateMany({
    where: { id: file.id, status: { in: ["READY", "FAILED"] }, deliveredAt: null },
    data: { status: "QUEUED", attempts: 0, failureReason: null },
  });
  if (count === 0) throw new MasterRefusedError("This file is being rendered right now.");
  await queueRendering(ctx, file.orderId, [file.id]);
  return ctx.prisma.deliverable.findUniqueOrThrow({ where: { id: file.id } });
}
