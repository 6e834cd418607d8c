// An order's rendered files as the studio and the customer see them, read newest version first.
import type { Context } from "../context.ts";
import type { Prisma } from "../db/generated/client.ts";
import { currentFiles, deliveredFiles } from "./deliverableSets.ts";
import { deliveryZipPath } from "./deliverablePaths.ts";

type DeliverableQuery = { include?: Prisma.DeliverableInclude; select?: Prisma.DeliverableSelect };

const FILE_ORDER = [{ itemIndex: "asc" }, { version: "desc" }, { format: "asc" }] as const;

/** The files of the newest version of each prompt (and of the programme), in any rendering state. */
export async function orderProductionFiles(ctx: Pick<Context, "prisma">, orderId: string, query: DeliverableQuery) {
  return currentFiles(await ctx.prisma.deliverable.findMany({ ...query, where: { orderId }, orderBy: [...FILE_ORDER] }));
}

/** The newest delivered file of each prompt and format (previews included). */
export async function orderDeliveredFiles(ctx: Pick<Context, "prisma">, orderId: string, query: DeliverableQuery) {
  return deliveredFiles(await ctx.prisma.deliverable.findMany({ ...query, where: { orderId, deliveredAt: { not: null } }, orderBy: [...FILE_ORDER] }));
}

/** Every delivered file in one ZIP; null until something is delivered. */
export function orderFilesZipPath(ctx: Parameters<typeof deliveryZipPath>[0], order: { id: string; deliveredAt: Date | null }): string | null {
  return order.deliveredAt ? deliveryZipPath(ctx, order.id) : null;
}
