// An order opened through its private link: how guests see their order.
import { builder } from "../schema/builder.ts";
import { OrderNode } from "./order.graphql.ts";
import { orderByAccessKey } from "./orderByAccessKey.ts";

builder.queryField("orderByAccessKey", (t) =>
  t.prismaField({
    type: "Order",
    nullable: true,
    authScopes: { public: true },
    description: "An order opened through its private link (guests).",
    args: { id: t.arg.globalID({ for: [OrderNode] }), key: t.arg.string() },
    resolve: (query, _root, args, ctx) => orderByAccessKey(ctx, args.id.id, args.key, query),
  }),
);
