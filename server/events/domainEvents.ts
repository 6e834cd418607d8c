// What the orders domain announces, and the one place its effects in other domains (invoices,
// commissions, webhooks, e-mails) are attached: services.ts subscribes them in order
// (orderSubscribers.ts), so server/orders never imports those domains. A handler runs inside the
// publisher's call, awaited before the next one, with the publisher's transaction: its writes
// commit or roll back with the fact it reports, and a handler that throws fails the publisher.
import type { Config } from "../config.ts";
import type { Order, OrderStatus, Prisma } from "../db/generated/client.ts";

type Tx = Prisma.TransactionClient;
/** What links in e-mails and webhooks are built from (orders/orderLinks.ts). */
type Links = Pick<Config, "publicUrl" | "sessionSecret">;

export type DomainEvents = {
  /** An order entered PAID: its due date is set and its discount use confirmed. */
  OrderPaid: { tx: Tx; links: Links; orderId: string };
  /** An order's status changed, after what entering the new state means is done. */
  OrderStatusChanged: { tx: Tx; links: Links; orderId: string; from: OrderStatus; to: OrderStatus };
  /** A guest stored an order from their draft; its private link goes to them. */
  GuestOrderPlaced: { tx: Tx; links: Links; order: Pick<Order, "id" | "number" | "userId">; serviceName: string; email: string; name: string | null };
  /** The studio priced a quote, now awaiting payment; the customer is told how to pay it. */
  OrderQuoted: {
    tx: Tx;
    links: Links;
    order: Pick<Order, "id" | "number" | "userId" | "subtotal" | "taxTotal" | "total" | "currency" | "billingCountry">;
    serviceName: string;
    email: string;
    name: string;
    lines: { description: string; quantity: number; unitAmount: number }[];
  };
  /** Someone asked on /payment how to pay an unpaid order; the way goes to the order's address. Written outside any transaction. */
  PaymentLinkRequested: { db: Tx; links: Links; order: Pick<Order, "id" | "number" | "userId">; serviceName: string; email: string };
  /** An order was flagged for the studio's attention. */
  OrderFlagged: { tx: Tx; links: Links; orderNumber: number; serviceName: string; reason: string };
};

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<Name extends DomainEventName> = (event: DomainEvents[Name]) => Promise<unknown>;
/** Every event's handlers, in the order they run. */
export type DomainEventSubscribers = { [Name in DomainEventName]: readonly DomainEventHandler<Name>[] };

let subscribers: DomainEventSubscribers | null = null;

/** Replaces every event's handlers (services.ts, once per process or test app; the same list each time). */
export function setDomainEventSubscribers(all: DomainEventSubscribers) {
  subscribers = all;
}

/** Runs the event's handlers one after another, in their order; a handler that throws stops the rest. */
export async function publish<Name extends DomainEventName>(name: Name, event: DomainEvents[Name]): Promise<void> {
  // Without its subscribers an order could become PAID without its invoice: refuse instead.
  if (!subscribers) throw new Error(`The domain event ${name} was published before services.ts set its subscribers.`);
  const handlers: readonly DomainEventHandler<Name>[] = subscribers[name];
  for (const handler of handlers) await handler(event);
}
