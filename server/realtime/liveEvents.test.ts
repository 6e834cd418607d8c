import { afterEach, describe, expect, it } from "vitest";
import { createLiveEvents } from "./liveEvents.ts";

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
