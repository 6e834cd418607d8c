// A customer (or a guest with the private link) asks for a revision of a delivery: what to change,
// per prompt. Free revisions are counted and time-limited (revisionAllowance.ts); the order goes
// back to the studio as REVISION_REQUESTED, whose entry effect tells the studio. Revisions beyond
// the free ones are bought (revisionPurchase.ts).
import { readSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import type { Order } from "../db/generated/client.ts";
import { ValidationError } from "../errors.ts";
import { lockOrder } from "../orders/checkout.ts";
import { accessibleOrder, type OrderAccess } from "../orders/orderAccess.ts";
import { IllegalTransitionError, transitionOrder } from "../orders/orderStates.ts";
import { RevisionRefusedError } from "./fulfilmentErrors.ts";
import { orderItems } from "./orderItems.ts";
import { revisionAllowance } from "./revisionAllowance.ts";

export type RevisionInput = { message: string; items: { itemIndex: number; change: string }[] };

const MAX_TEXT = 2000;

/** The revision as asked for, trimmed; a ValidationError names the field that is wrong. */
export function checkedRevision(input: RevisionInput, itemCount: number): RevisionInput {
  const message = input.message.trim();
  const items = input.items.map((item) => ({ itemIndex: item.itemIndex, change: item.change.trim() })).filter((item) => item.change.length > 0);
  if (message.length > MAX_TEXT) throw ValidationError.field("input.message", `must be shorter than or equal to ${MAX_TEXT} characters`);
  input.items.forEach((item, index) => {
    if (!Number.isInteger(item.itemIndex) || item.itemIndex < 0 || item.itemIndex >= itemCount) throw ValidationError.field(`input.changes.${index}.itemIndex`, "is not a recording of this order");
    if (item.change.length > MAX_TEXT) throw ValidationError.field(`input.changes.${index}.change`, `must be shorter than or equal to ${MAX_TEXT} characters`);
  });
  if (new Set(items.map((item) => item.itemIndex)).size !== items.length) throw ValidationError.field("input.changes", "names a recording twice");
  if (!message && items.length === 0) throw ValidationError.field("input.message", "Say what should change.");
  return { message, items };
}

export async function requestRevision(ctx: Context, access: OrderAccess, input: RevisionInput): Promise<Order> {
  const order = await accessibleOrder(ctx, access);
  const revision = checkedRevision(input, orderItems(order).length);
  const settings = await readSettings(ctx.prisma);
  await ctx.prisma.$transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const used = await tx.revisionRequest.count({ where: { orderId: order.id } });
    const allowance = revisionAllowance(settings, locked, used, new Date());
    if (allowance.refusal) throw new RevisionRefusedError(allowance.refusal);
    await tx.revisionRequest.create({ data: { orderId: order.id, requestedById: ctx.viewer?.id ?? null, message: revision.message, items: revision.items } });
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      from: "DELIVERED",
      to: "REVISION_REQUESTED",
      actor: { userId: ctx.viewer?.id ?? null, email: ctx.viewer?.email ?? locked.guestEmail, request: ctx },
      links: ctx.config,
      note: revision.message || undefined,
    });
    if (!moved) throw new IllegalTransitionError(locked.status, "REVISION_REQUESTED");
  });
  ctx.events.orderChanged(order.id);
  return ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
}
