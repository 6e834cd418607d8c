// The studio's internal notes on an order: kept with who wrote them, never shown to the customer.
import { writeAudit } from "../admin/auditLog.ts";
import type { Context } from "../context.ts";
import { NotFoundError, ValidationError } from "../errors.ts";

const MAX_NOTE = 5000;

export async function addOrderNote(ctx: Context, orderId: string, body: string) {
  const text = body.trim();
  if (!text) throw ValidationError.field("input.body", "Write the note first.");
  if (text.length > MAX_NOTE) throw ValidationError.field("input.body", `must be shorter than or equal to ${MAX_NOTE} characters`);
  const viewer = ctx.viewer!;
  const order = await ctx.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!order) throw new NotFoundError("This order does not exist.");
  const note = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.orderNote.create({ data: { orderId, authorId: viewer.id, body: text } });
    await writeAudit(tx, ctx, { action: "order.note_added", actorId: viewer.id, actorEmail: viewer.email, entityType: "Order", entityId: orderId, metadata: { noteId: created.id } });
    return created;
  });
  ctx.events.orderChanged(orderId);
  return note;
}
