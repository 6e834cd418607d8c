// The moves the studio can make by hand from an order's state, as the state table allows.
import type { OrderStatus } from "../db/generated/client.ts";
import { canTransition } from "./orderStates.ts";
import { MANUAL_STATUSES, type ManualStatus } from "./statusChanges.ts";

export function manualMovesFrom(status: OrderStatus): ManualStatus[] {
  return MANUAL_STATUSES.filter((next) => canTransition(status, next));
}
