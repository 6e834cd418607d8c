// The order state machine as one table. Every change of an order's status goes through
// transitionOrder, which refuses what the table does not allow, records who did it and runs what
// entering the new state means (ENTRY_EFFECTS), so no path to a state can skip its consequences.
import { ORDER_STATUS_LABELS } from "../../common/orders/orderStatus.ts";
import type { RequestInfo } from "../context.ts";
import type { OrderStatus, Prisma } from "../db/generated/client.ts";
import { writeAudit } from "../admin/auditLog.ts";
import type { OrderLinkConfig } from "./orderLinks.ts";
import { assertReadyToDeliver, orderCompletedEffects, orderDeliveredEffects, revisionRequestedEffects } from "../fulfilment/fulfilmentEffects.ts";
import { orderPaidEffects } from "./orderPaid.ts";
import { publish } from "../events/domainEvents.ts";

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  DRAFT: ["PENDING_PAYMENT", "CANCELLED"],
  QUOTE_REQUESTED: ["PENDING_PAYMENT", "CANCELLED"],
  PENDING_PAYMENT: ["PAID", "CANCELLED"],
  // A partial refund is the payment's business (PARTIALLY_REFUNDED there) and leaves the order
  // where its work stands; only a full refund ends the order.
  PAID: ["IN_PRODUCTION", "REFUNDED"],
  IN_PRODUCTION: ["DELIVERED", "REFUNDED"],
  DELIVERED: ["COMPLETED", "REVISION_REQUESTED", "REFUNDED"],
  REVISION_REQUESTED: ["IN_PRODUCTION", "REFUNDED"],
  COMPLETED: ["REFUNDED"],
  // Orders partly refunded before that rule: the work can still go on from here.
  PARTIALLY_REFUNDED: ["REFUNDED", "IN_PRODUCTION", "DELIVERED", "COMPLETED"],
  CANCELLED: [],
  REFUNDED: [],
};

export const STATUS_LABELS: Record<OrderStatus, string> = ORDER_STATUS_LABELS;

export function canTransition(from: OrderStatus, to: OrderStatus) {
  return ORDER_TRANSITIONS[from].includes(to);
}

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order that is ${STATUS_LABELS[from].toLowerCase()} cannot become ${STATUS_LABELS[to].toLowerCase()}.`);
    this.name = "IllegalTransitionError";
  }
}

export type OrderActor = {
  /** null: the system (a payment provider's webhook, a scheduled job). */
  userId: string | null;
  email?: string | null;
  request?: RequestInfo | null;
};

type Tx = Prisma.TransactionClient;

type EntryEffect = (tx: Tx, links: OrderLinkConfig, orderId: string) => Promise<void>;

/** What must hold before an order may enter a state; a guard throws a sentence saying what is missing. */
const ENTRY_GUARDS: Partial<Record<OrderStatus, (tx: Tx, orderId: string) => Promise<void>>> = {
  DELIVERED: assertReadyToDeliver,
};

/** What happens, in the same transaction, when an order enters a state. */
const ENTRY_EFFECTS: Partial<Record<OrderStatus, EntryEffect>> = {
  PAID: orderPaidEffects,
  DELIVERED: orderDeliveredEffects,
  REVISION_REQUESTED: revisionRequestedEffects,
  COMPLETED: orderCompletedEffects,
};

/** Timestamps an order gains when it enters a state. */
function timestampsFor(to: OrderStatus, now: Date): Prisma.OrderUpdateManyMutationInput {
  if (to === "PENDING_PAYMENT") return { placedAt: now };
  if (to === "PAID") return { paidAt: now };
  if (to === "DELIVERED") return { deliveredAt: now };
  return {};
}

/**
 * Moves an order from `from` to `to`. The update is conditional on the order still being in
 * `from`, so two concurrent callers (a webhook and its duplicate) cannot both succeed: the loser
 * gets `false` and nothing is written.
 */
export async function transitionOrder(
  tx: Tx,
  input: {
    orderId: string;
    from: OrderStatus;
    to: OrderStatus;
    actor: OrderActor;
    /** For the e-mails an entry effect sends. */
    links: OrderLinkConfig;
    note?: string;
    type?: string;
    data?: Prisma.OrderUpdateManyMutationInput;
  },
): Promise<boolean> {
  const { orderId, from, to, actor } = input;
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
  await ENTRY_GUARDS[to]?.(tx, orderId);
  const now = new Date();
  const { count } = await tx.order.updateMany({
    where: { id: orderId, status: from },
    data: { ...input.data, ...timestampsFor(to, now), status: to },
  });
  if (count === 0) return false;
  await tx.orderEvent.create({
    data: { orderId, type: input.type ?? "STATUS_CHANGED", fromStatus: from, toStatus: to, note: input.note, actorId: actor.userId },
  });
  await writeAudit(tx, actor.request ?? null, {
    action: "order.status_changed",
    actorId: actor.userId,
    actorEmail: actor.email ?? null,
    entityType: "Order",
    entityId: orderId,
    metadata: { from, to, ...(input.note ? { note: input.note } : {}) },
  });
  await ENTRY_EFFECTS[to]?.(tx, input.links, orderId);
  await publish("OrderStatusChanged", { tx, links: input.links, orderId, from, to });
  return true;
}
