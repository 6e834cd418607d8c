// The prompts or messages of an order as stored with it (Order.items), by position.
import type { Order } from "../db/generated/client.ts";

export type OrderItem = { name: string; text: string };

export function orderItems(order: Pick<Order, "items">): OrderItem[] {
  return Array.isArray(order.items) ? (order.items as OrderItem[]) : [];
}

/** The file name a prompt is delivered under; positions stand in for unnamed items. */
export function itemLabel(items: readonly OrderItem[], index: number): string {
  return items[index]?.name.trim() || `#${index + 1}`;
}
