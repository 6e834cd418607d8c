// Moving several orders at once from the order desk: refused to visitors and customers first,
// then each order moved by the state table or refused with its reason, the others moved regardless.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startTestAppWithAdmin, type TestApp, toGlobalId } from "./harness.ts";
import { orderAwaitingPayment } from "./paymentsFixtures.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

const BULK_MOVE = `mutation($input: BulkMoveOrdersInput!) {
  bulkMoveOrders(input: $input) {
    __typename
    ... on Error { message }
    ... on ValidationError { fields { path message } }
    ... on BulkMoveOrdersPayload { results { moved reason order { number status } } }
  }
}`;

async function orderIn(status: "PAID" | "PENDING_PAYMENT" | "DELIVERED") {
  const { order } = await orderAwaitingPayment(t.prisma, { status });
  return order;
}

describe("bulkMoveOrders", () => {
  it("is refused to visitors and customers, and moves nothing", async () => {
    const order = await orderIn("PAID");
    const input = { orderIds: [toGlobalId("Order", order.id)], to: "IN_PRODUCTION" };
    const asVisitor = await t.client().gql(BULK_MOVE, { input });
    expect(asVisitor.errors![0].message).toBe("Sign in to continue.");
    const asCustomer = await (await t.registered()).gql(BULK_MOVE, { input });
    expect(asCustomer.errors![0].message).toBe("You do not have permission to do this.");
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
  });

  it("moves the orders the state table lets move and names why each other one stays", async () => {
    const paid = [await orderIn("PAID"), await orderIn("PAID")];
    const unpaid = await orderIn("PENDING_PAYMENT");
    const missing = randomUUID();
    const ids = [...paid, unpaid].map((order) => toGlobalId("Order", order.id)).concat(toGlobalId("Order", missing));

    const answer = await admin.gql(BULK_MOVE, { input: { orderIds: ids, to: "IN_PRODUCTION" } });
    expect(answer.data!.bulkMoveOrders).toEqual({
      __typename: "BulkMoveOrdersPayload",
      results: [
        { moved: true, reason: null, order: { number: paid[0].number, status: "IN_PRODUCTION" } },
        { moved: true, reason: null, order: { number: paid[1].number, status: "IN_PRODUCTION" } },
        { moved: false, reason: "An order that is awaiting payment cannot become in production.", order: { number: unpaid.number, status: "PENDING_PAYMENT" } },
        { moved: false, reason: expect.any(String), order: null },
      ],
    });
    // Each move as changeOrderStatus makes it: on the order's timeline, by the administrator.
    const events = await t.prisma.orderEvent.findMany({ where: { orderId: paid[0].id, toStatus: "IN_PRODUCTION" } });
    expect(events).toHaveLength(1);

    const completed = await admin.gql(BULK_MOVE, { input: { orderIds: [toGlobalId("Order", paid[0].id)], to: "COMPLETED" } });
    expect(completed.data!.bulkMoveOrders.results[0]).toMatchObject({ moved: false, order: { status: "IN_PRODUCTION" } });
    const delivered = await orderIn("DELIVERED");
    const done = await admin.gql(BULK_MOVE, { input: { orderIds: [toGlobalId("Order", delivered.id)], to: "COMPLETED" } });
    expect(done.data!.bulkMoveOrders.results).toEqual([{ moved: true, reason: null, order: { number: delivered.number, status: "COMPLETED" } }]);
  });

  it("refuses an empty or too long list, naming the field", async () => {
    const empty = await admin.gql(BULK_MOVE, { input: { orderIds: [], to: "IN_PRODUCTION" } });
    expect(empty.data!.bulkMoveOrders).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "orderIds"], message: "must name at least one order" }] });
    const order = await orderIn("PAID");
    const tooMany = await admin.gql(BULK_MOVE, { input: { orderIds: Array.from({ length: 101 }, () => toGlobalId("Order", order.id)), to: "IN_PRODUCTION" } });
    expect(tooMany.data!.bulkMoveOrders).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "orderIds"] }] });
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
  });
});
