// News for live pages, carried by graphql-yoga's pub/sub: an order changed (its status, its files,
// its timeline), so whoever watches it reads it again (the `orderUpdated` subscription,
// server/orders/orderUpdates.graphql.ts). Without REDIS_URL the news stays in this process; with it
// it travels through Redis, so a browser connected to one server instance hears of a change made
// on another.
//
// Publish after the transaction that made the change has committed: subscribers read the order at
// once, and a rolled-back change must not be announced. For example
//     await prisma.$transaction(async (tx) => { …; await transitionOrder(tx, …) });
//     ctx.events.orderChanged(order.id);
import { setMaxListeners } from "node:events";
import type { ServerResponse } from "node:http";
import { createPubSub, type PubSub, type PubSubEvent } from "graphql-yoga";
import { areaLogger, lineLog } from "../operations/logger.ts";

export type OrderChange = { orderId: string };

type Topics = { orderChanged: [orderId: string, change: OrderChange] };

export type LiveEvents = {
  /** Tells whoever watches the order that it changed. Never throws: a lost message is logged. */
  orderChanged(orderId: string): void;
  /** The order's changes published from now on (on any instance), until the iterator is returned. */
  orderChanges(orderId: string): AsyncIterableIterator<OrderChange>;
  /** Lets go of the Redis connections. */
  close(): Promise<void>;
};

export async function createLiveEvents(config: { redisUrl?: string }, log: (line: string) => void = lineLog(areaLogger("events"), "error")): Promise<LiveEvents> {
  if (!config.redisUrl) {
    // One listener per page following an order: Node's warning of a leak past 10 listeners of one
    // order would be noise in the log.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return liveEvents(createPubSub<Topics>({ eventTarget }), async () => {});
  }
  // The Redis client is loaded only by servers that use Redis.
  const [{ Redis }, { createRedisEventTarget }] = await Promise.all([import("ioredis"), import("@graphql-yoga/redis-event-target")]);

  const publishClient = new Redis(config.redisUrl);
  // Queued subscriptions wait for the connection to come back rather than fail: the event target
  // sends SUBSCRIBE without handling a refusal. No handshake commands (INFO for the ready check,
  // CLIENT SETINFO) on this connection: ioredis 5.8.2+ can send them after a SUBSCRIBE made while
  // connecting, Redis refuses them in subscriber mode, and the subscription is lost (ioredis#2037).
  const subscribeClient = new Redis(config.redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: false, disableClientInfo: true });
  for (const [role, client] of [["publishing", publishClient], ["subscribing", subscribeClient]] as const) {
    // ioredis reconnects by itself and reports every failed attempt: say it once per outage.
    let reported: string | null = null;
    client.on("error", (error: Error) => {
      if (error.message !== reported) log(`[events] Redis (${role}): ${error.message}`);
      reported = error.message;
    });
    client.on("ready", () => (reported = null));
  }
  const redis = createRedisEventTarget<PubSubEvent<Topics, "orderChanged">>({ publishClient, subscribeClient });
  const pubsub = createPubSub<Topics>({
    eventTarget: {
      addEventListener: redis.addEventListener,
      removeEventListener: redis.removeEventListener,
      // The event target's own dispatch leaves a failed PUBLISH (Redis away) unhandled.
      dispatchEvent(event) {
        publishClient.publish(event.type, JSON.stringify(event.detail)).catch((error: Error) => log(`[events] ${event.type} not published: ${error.message}`));
        return true;
      },
    },
  });
  return liveEvents(pubsub, async () => {
    await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
  });
}

/** What announcedAfterAnswer watches of an HTTP response (node's ServerResponse). */
export type AnswerResponse = Pick<ServerResponse, "writableEnded" | "destroyed"> & { once(event: "close", listener: () => void): unknown };

/**
 * A request's live events: news of a change it made goes out once its answer has been sent. The
 * answer was read before then, and the page that asked also follows the order: were the news sent
 * first, a render finishing between the answer's read and its arrival would be shown by the
 * subscription and then overwritten by the answer's older read (the page keeping "Queued" for a
 * file that is ready). Announced after it, the subscription's read comes last. Without a response
 * to wait for (a request made inside the server), the news goes out at once.
 */
export function announcedAfterAnswer(events: LiveEvents, response: AnswerResponse | undefined): LiveEvents {
  if (!response) return events;
  let changed: Set<string> | null = null;
  return {
    orderChanged(orderId) {
      if (response.writableEnded || response.destroyed) return events.orderChanged(orderId);
      if (!changed) {
        changed = new Set();
        // "close" comes once the answer is written, or the connection is gone: either way nothing more is sent first.
        response.once("close", () => {
          for (const id of changed!) events.orderChanged(id);
        });
      }
      changed.add(orderId);
    },
    orderChanges: (orderId) => events.orderChanges(orderId),
    close: () => events.close(),
  };
}

/**
 * `changes`, with `current` first: the order as it is now, for a page whose connection was lost
 * and may have missed changes. `changes` starts listening before `current` is answered, so a
 * change made while it is read is still heard.
 */
export async function* withCurrentFirst(current: OrderChange, changes: AsyncIterableIterator<OrderChange>): AsyncGenerator<OrderChange> {
  const first = changes.next();
  try {
    yield current;
    for (let next = await first; !next.done; next = await changes.next()) yield next.value;
  } finally {
    await changes.return?.();
  }
}

function liveEvents(pubsub: PubSub<Topics>, close: () => Promise<void>): LiveEvents {
  return {
    orderChanged: (orderId) => pubsub.publish("orderChanged", orderId, { orderId }),
    orderChanges: (orderId) => pubsub.subscribe("orderChanged", orderId),
    close,
  };
}
