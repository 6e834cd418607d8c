// An order opened through its private link (guests): the key lets this request see the order.
import type { Context } from "../context.ts";
import type { Prisma } from "../db/generated/client.ts";
import { isOrderAccessKey } from "./orderAccess.ts";

type OrderQuery = { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect };

export function orderByAccessKey(ctx: Pick<Context, "prisma" | "config" | "grantedOrderIds">, orderId: string, key: string, query: OrderQuery) {
  if (!isOrderAccessKey(ctx.config.sessionSecret, orderId, key)) return null;
  ctx.grantedOrderIds.add(orderId);
  return ctx.prisma.order.findFirst({ ...query, where: { id: orderId, archivedAt: null } });
}
