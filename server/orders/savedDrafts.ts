// Saving what a wizard has so far: signed-in customers keep their draft on the server, priced.
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { readSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import type { Order } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { activeResellerOf, clientOf } from "../resellers/resellerClients.ts";
import { billingCountryOf, buyerOf } from "./buyer.ts";
import { draftColumns, isOrderableService, resolveDraft } from "./draftCatalogue.ts";
import { OrderNotPayableError } from "./orderErrors.ts";
import { repriceOrder } from "./orderRepricing.ts";

/**
 * Saves a signed-in customer's draft: a new one, or changes to one of theirs still in DRAFT.
 * `clientCompanyId` (resellers only): the client the order is for; null: for the reseller
 * themselves; undefined: unchanged.
 */
export async function saveDraft(ctx: Pick<Context, "prisma" | "viewer">, orderId: string | null, draft: OrderDraft, clientCompanyId?: string | null): Promise<Order> {
  const viewer = ctx.viewer!;
  const catalogue = await resolveDraft(ctx.prisma, draft);
  if (!isOrderableService(catalogue.service)) throw ValidationError.field("draft.service", `${catalogue.service.name} is priced on request: ask for a quote.`);
  const columns = draftColumns(draft, catalogue);
  // Every order a reseller places is theirs at wholesale; choosing a client needs an active reseller.
  const client = clientCompanyId ? await clientOf(ctx.prisma, (await activeResellerOf(ctx.prisma, viewer.id)).id, clientCompanyId, "input.clientCompanyId") : null;
  const clientColumns = clientCompanyId === undefined ? {} : { clientCompanyId: client?.id ?? null };
  return ctx.prisma.$transaction(async (tx) => {
    let order: Order;
    if (orderId) {
      const existing = await tx.order.findFirst({ where: { id: orderId, userId: viewer.id, archivedAt: null } });
      if (!existing) throw new NotFoundError("This order does not exist.");
      if (existing.status !== "DRAFT") throw new OrderNotPayableError(`Order ${existing.number} has been placed and can no longer be changed.`);
      order = await tx.order.update({ where: { id: orderId }, data: { ...columns, ...clientColumns } });
    } else {
      const settings = await readSettings(tx);
      const buyer = await buyerOf(tx, viewer);
      order = await tx.order.create({
        data: { ...columns, ...clientColumns, userId: viewer.id, resellerUserId: buyer.reseller ? viewer.id : null, companyId: buyer.company?.id ?? null, billingCountry: billingCountryOf(buyer, settings.country) },
      });
      await tx.orderEvent.create({ data: { orderId: order.id, type: "CREATED", toStatus: "DRAFT", actorId: viewer.id } });
    }
    await repriceOrder(tx, order.id, { lenient: true });
    return tx.order.findUniqueOrThrow({ where: { id: order.id } });
  });
}
