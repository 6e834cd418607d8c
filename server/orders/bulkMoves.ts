// Moving several orders at once from the order desk: each order through the same status change as
// moving it alone (state table, entry guards and effects, its own transaction), so one order the
// table does not let move is refused with the reason and the others move regardless.
import type { Context } from "../context.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { DeliveryNotReadyError } from "../fulfilment/fulfilmentErrors.ts";
import { IllegalTransitionError } from "./orderStates.ts";
import { changeOrderStatus, type ManualStatus } from "./statusChanges.ts";

/** More orders than a page of the desk never reach one request. */
export const MAX_BULK_ORDERS = 100;

export type BulkMoveResult = { orderId: string; moved: boolean; reason: string | null };

/** What refuses one order without stopping the others: the state table, an entry guard, an order gone. */
const REFUSALS = [IllegalTransitionError, DeliveryNotReadyError, NotFoundError, ValidationError];

/** Moves each order to `to` in its own transaction; answers one result per order, in the order given. */
export async function bulkMoveOrders(ctx: Context, orderIds: readonly string[], to: ManualStatus): Promise<BulkMoveResult[]> {
  if (orderIds.length === 0) throw ValidationError.field("input.orderIds", "must name at least one order");
  if (orderIds.length > MAX_BULK_ORDERS) throw ValidationError.field("input.orderIds", `lists at most ${MAX_BULK_ORDERS} orders`);
  const results: BulkMoveResult[] = [];
  for (const orderId of new Set(orderIds)) {
    try {
      await changeOrderStatus(ctx, orderId, to, null);
      results.push({ orderId, moved: true, reason: null });
    } catch (error) {
      if (!REFUSALS.some((refusal) => error instanceof refusal)) throw error;
      results.push({ orderId, moved: false, reason: (error as Error).message });
    }
  }
  return results;
}
