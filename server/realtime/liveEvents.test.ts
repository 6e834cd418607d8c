import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announcedAfterAnswer, createLiveEvents, withCurrentFirst } from "./liveEvents.ts";

describe("live events without Redis", () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  afterEach(() => {
    process.off("warning", onWarning);
  });

  it("carries an order's change to its fifty followers, without a listener-leak warning", async () => {
    process.on("warning", onWarning);
    const events = await createLiveEvents({});
    const followers = Array.from({ length: 50 }, () => events.orderChanges("order-1"));
    // A subscription starts listening when it is first asked for its next change.
    const heard = followers.map((follower) => follower.next());
    events.orderChanged("order-1");
    expect(await Promise.all(heard)).toEqual(Array.from({ length: 50 }, () => ({ done: false, value: { orderId: "order-1" } })));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => warning.name)).not.toContain("MaxListenersExceededWarning");
    await Promise.all(followers.map((follower) => follower.return?.()));
    await events.close();
  });
});

describe("news of a request's changes", () => {
  it("goes out once the request's answer has been sent, once per order", async () => {
    const events = await createLiveEvents({});
    const follower = events.orderChanges("order-1");
    const heard: string[] = [];
    const listening = (async () => {
      for await (const change of follower) heard.push(change.orderId);
    })();
    const server = createServer((req, res) => {
      const requestEvents = announcedAfterAnswer(events, res);
      requestEvents.orderChanged("order-1");
      requestEvents.orderChanged("order-1");
      // The answer is written a moment later, as a resolver's read would be.
      setTimeout(() => {
        heardBeforeAnswer = [...heard];
        res.end("answered");
      }, 50);
    });
    let heardBeforeAnswer: string[] | null = null;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("answered");
    await vi.waitFor(() => expect(heard).toEqual(["order-1"]));
    expect(heardBeforeAnswer).toEqual([]);
    await follower.return?.();
    await listening;
    server.close();
    await events.close();
  });

  it("goes out at once for a request without a response of its own, or one already answered", async () => {
    const events = await createLiveEvents({});
    const follower = events.orderChanges("order-2");
    const next = follower.next();
    announcedAfterAnswer(events, undefined).orderChanged("order-2");
    expect(await next).toEqual({ done: false, value: { orderId: "order-2" } });
    const answered = Object.assign(new EventEmitter(), { writableEnded: true, destroyed: false });
    const again = follower.next();
    announcedAfterAnswer(events, answered).orderChanged("order-2");
    expect(await again).toEqual({ done: false, value: { orderId: "order-2" } });
    await follower.return?.();
    await events.close();
  });
});

describe("a follower that resumes", () => {
  it("is told of the order at once, then hears a change made while that was answered, and stops listening when it leaves", async () => {
    const events = await createLiveEvents({});
    const changes = events.orderChanges("order-3");
    const follower = withCurrentFirst({ orderId: "order-3" }, changes);
    expect(await follower.next()).toEqual({ done: false, value: { orderId: "order-3" } });
    // Published while the current state is read: heard, not lost.
    events.orderChanged("order-3");
    expect(await follower.next()).toEqual({ done: false, value: { orderId: "order-3" } });
    expect(await follower.return(undefined)).toEqual({ done: true, value: undefined });
    expect(await changes.next()).toEqual({ done: true, value: undefined });
    await events.close();
  });
});
