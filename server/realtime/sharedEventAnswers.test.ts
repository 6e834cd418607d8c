import { parse } from "graphql";
import { createPubSub, createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { readServerSentEvents } from "../../client/app/serverSentEvents.ts";
import type { Viewer } from "../context.ts";
import { answerIdentity, operationKey, sharedEventAnswers } from "./sharedEventAnswers.ts";

const viewer = (changes: Partial<Viewer> = {}): Viewer =>
  ({ id: "u1", email: "a@example.com", name: "A", role: "CUSTOMER", sessionId: "s1", apiTokenId: null, readOnly: false, user: { updatedAt: new Date(1000) }, ...changes }) as Viewer;

describe("answerIdentity", () => {
  it("makes visitors with the same keys alike, and tells apart other keys", () => {
    expect(answerIdentity({ viewer: null, grantedOrderIds: new Set(["o2", "o1"]) })).toBe(answerIdentity({ viewer: null, grantedOrderIds: new Set(["o1", "o2"]) }));
    expect(answerIdentity({ viewer: null, grantedOrderIds: new Set(["o1"]) })).not.toBe(answerIdentity({ viewer: null, grantedOrderIds: new Set(["o2"]) }));
    expect(answerIdentity({ viewer: null, grantedOrderIds: new Set() })).not.toBe(answerIdentity({ viewer: viewer(), grantedOrderIds: new Set() }));
  });

  it("tells apart users, roles, sessions, API tokens and versions of the user's row", () => {
    const of = (changes: Partial<Viewer>) => answerIdentity({ viewer: viewer(changes), grantedOrderIds: new Set() });
    expect(of({})).toBe(of({ name: "A" }));
    for (const changed of [{ id: "u2" }, { role: "ADMIN" as const }, { sessionId: "s2" }, { sessionId: null, apiTokenId: "t1" }, { readOnly: true }, { user: { updatedAt: new Date(2000) } as Viewer["user"] }]) {
      expect(of(changed)).not.toBe(of({}));
    }
  });
});

describe("operationKey", () => {
  it("is the operation's parsed document and its variables", () => {
    const document = parse("subscription { tick { n } }");
    const key = operationKey({ document, operationName: null, variableValues: { id: "1" } });
    expect(operationKey({ document, operationName: null, variableValues: { id: "1" } })).toBe(key);
    expect(operationKey({ document, operationName: null, variableValues: { id: "2" } })).not.toBe(key);
    expect(operationKey({ document: parse("subscription { tick { n } }"), operationName: null, variableValues: { id: "1" } })).not.toBe(key);
  });
});

describe("sharedEventAnswers", () => {
  /** A server whose `tick` subscription answers who asked; `executions` counts the answers it computed. */
  function tickServer() {
    // Counts the subscriptions listening: yoga starts one when its stream is first read.
    let listening = 0;
    class CountingTarget extends EventTarget {
      override addEventListener(...args: Parameters<EventTarget["addEventListener"]>) {
        listening += 1;
        super.addEventListener(...args);
      }
      override removeEventListener(...args: Parameters<EventTarget["removeEventListener"]>) {
        listening -= 1;
        super.removeEventListener(...args);
      }
    }
    const pubsub = createPubSub<{ tick: [{ n: number }] }>({ eventTarget: new CountingTarget() });
    let executions = 0;
    const schema = createSchema<{ who: string }>({
      typeDefs: /* GraphQL */ `
        type Query { ok: Boolean }
        type Tick { n: Int!, seenBy: String! }
        type Subscription { tick(room: String!): Tick! }
      `,
      resolvers: {
        Subscription: {
          tick: {
            subscribe: (_root: unknown, args: { room: string }) => {
              if (args.room === "closed") throw new Error("This room is closed.");
              return pubsub.subscribe("tick");
            },
            resolve: (tick: { n: number }) => tick,
          },
        },
        Tick: {
          seenBy: (_tick: unknown, _args: unknown, ctx: { who: string }) => {
            executions += 1;
            return ctx.who;
          },
        },
      },
    });
    const yoga = createYoga({ schema, context: ({ request }) => ({ who: request.headers.get("x-who") ?? "nobody" }), plugins: [sharedEventAnswers<{ who: string }>((ctx) => ctx.who)], logging: false });
    const untilListening = async (count: number) => {
      while (listening !== count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    return { yoga, pubsub, executions: () => executions, untilListening };
  }

  async function follow(yoga: ReturnType<typeof tickServer>["yoga"], who: string, room = "lobby") {
    const response = await yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", "x-who": who },
      body: JSON.stringify({ query: "subscription($room: String!) { tick(room: $room) { n seenBy } }", variables: { room } }),
    });
    const events = readServerSentEvents(response.body!);
    return { status: response.status, next: async () => (await events.next()).value, close: () => events.return(undefined) };
  }

  it("answers each event once for every subscriber answered alike, each as itself", async () => {
    const { yoga, pubsub, executions, untilListening } = tickServer();
    const followers = await Promise.all(["ann", "ann", "ann", "bob", "bob"].map((who) => follow(yoga, who)));
    const answers = followers.map((follower) => follower.next());
    await untilListening(5);
    pubsub.publish("tick", { n: 1 });
    const received = (await Promise.all(answers)).map((event) => JSON.parse(event!.data));
    expect(received.map((answer) => answer.data.tick)).toEqual([
      { n: 1, seenBy: "ann" },
      { n: 1, seenBy: "ann" },
      { n: 1, seenBy: "ann" },
      { n: 1, seenBy: "bob" },
      { n: 1, seenBy: "bob" },
    ]);
    expect(executions()).toBe(2);

    const again = followers.map((follower) => follower.next());
    pubsub.publish("tick", { n: 2 });
    expect((await Promise.all(again)).map((event) => JSON.parse(event!.data).data.tick.n)).toEqual([2, 2, 2, 2, 2]);
    expect(executions()).toBe(4);
    await Promise.all(followers.map((follower) => follower.close()));
    await untilListening(0);
  });

  it("leaves refusals as they were: the subscribe resolver's error, and yoga's own answer to variables that do not fit", async () => {
    const { yoga } = tickServer();
    const refused = await follow(yoga, "ann", "closed");
    expect(JSON.parse((await refused.next())!.data)).toMatchObject({ errors: [{ message: expect.any(String), path: ["tick"] }] });

    const response = await yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: "subscription($room: String!) { tick(room: $room) { n } }", variables: {} }),
    });
    const { value: event } = await readServerSentEvents(response.body!).next();
    expect(JSON.parse(event!.data)).toMatchObject({ errors: [{ message: expect.stringContaining('"$room"'), extensions: { code: "BAD_USER_INPUT" } }] });
  });
});
