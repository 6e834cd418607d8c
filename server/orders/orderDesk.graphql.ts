// Finding orders: the studio's order desk (every placed order, filtered and sorted through the
// list-query language) and a customer's own order history; and the studio's internal notes.
import type { Order } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { addOrderNote } from "../fulfilment/orderNotes.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import { OrderNode } from "./order.graphql.ts";
import { orderDeskChoices, type OrderDeskChoices } from "./orderDeskChoices.ts";
import { orderDeskWhere } from "./orderDeskListing.ts";
import { manageOrderListSpec, ORDER_LIST_FIELDS_DESCRIPTION } from "./orderListSpecs.ts";

const OrderDeskServiceChoice = builder.objectRef<OrderDeskChoices["services"][number]>("OrderDeskServiceChoice").implement({
  authScopes: { staff: true },
  fields: (t) => ({ slug: t.exposeString("slug"), name: t.exposeString("name") }),
});

const OrderDeskVoiceChoice = builder.objectRef<OrderDeskChoices["voices"][number]>("OrderDeskVoiceChoice").implement({
  authScopes: { staff: true },
  fields: (t) => ({ name: t.exposeString("name") }),
});

const OrderDeskChoicesRef = builder.objectRef<OrderDeskChoices>("OrderDeskChoices").implement({
  authScopes: { staff: true },
  description: "What the order desk's filters offer: the catalogue's services and voices, archived ones left out.",
  fields: (t) => ({
    services: t.field({ type: [OrderDeskServiceChoice], description: "By position; orders name their service by its slug.", resolve: (choices) => choices.services }),
    voices: t.field({ type: [OrderDeskVoiceChoice], description: "By position; orders name their voice by its name.", resolve: (choices) => choices.voices }),
  }),
});

builder.queryField("orderDeskChoices", (t) =>
  t.field({
    type: OrderDeskChoicesRef,
    authScopes: { staff: true },
    description: "The choices of the order desk's service and voice filters.",
    // Kept in memory (orderDeskChoices.ts): a read plan answers it as the resolver does (readPlan/).
    extensions: { readPlanValue: orderDeskChoices },
    resolve: (_root, _args, ctx) => orderDeskChoices(ctx),
  }),
);

const deskOrders: ListSource = { model: "order", typeName: "Order", where: (_root, args) => orderDeskWhere(args.filter) };

builder.queryField("manageOrders", (t) =>
  t.connection(
    {
      type: OrderNode,
      authScopes: { staff: true },
      description: `Every placed order, newest first; drafts (unpaid checkouts) only when a status condition names DRAFT or the query searches (an OR filter group). ${ORDER_LIST_FIELDS_DESCRIPTION}, customerEmail, customerName, guestEmail, guestName, company, flaggedAt.`,
      ...listQueryField(manageOrderListSpec, deskOrders),
      resolve: (root, args, ctx, info) => resolveListSource<Order>(deskOrders, root, args, ctx, info),
    },
    ...countedConnection("Order"),
  ),
);

const OrderNotePayload = builder.objectRef<{ noteId: string; orderId: string }>("AddOrderNotePayload").implement({
  authScopes: { staff: true },
  fields: (t) => ({
    note: t.prismaField({ type: "OrderNote", resolve: (query, p, _args, ctx) => ctx.prisma.orderNote.findUniqueOrThrow({ ...query, where: { id: p.noteId } }) }),
    order: t.prismaField({ type: OrderNode, resolve: (query, p, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: p.orderId } }) }),
  }),
});

builder.mutationField("addOrderNote", (t) =>
  t.field({
    type: OrderNotePayload,
    authScopes: { staff: true },
    description: "Adds an internal note to an order.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("AddOrderNoteInput", { fields: (f) => ({ orderId: f.globalID({ for: [OrderNode] }), body: f.string() }) }) }) },
    resolve: async (_root, { input }, ctx) => {
      const note = await addOrderNote(ctx, input.orderId.id, input.body);
      return { noteId: note.id, orderId: note.orderId };
    },
  }),
);
