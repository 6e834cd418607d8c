// Query.node(id:) and Query.nodes(ids:), relay's fields declared here rather than by the plugin so that
// their resolvers, which need the builder, are not imported by it; what the public lists hide stays
// hidden by id (nodeVisibility.ts).
import { resolveNodes } from "@pothos/plugin-relay";
import { builder } from "./builder.ts";
import { visibleNodeLookup } from "./nodeVisibility.ts";

const nodeLookup = visibleNodeLookup((ctx, info, globalIds) => resolveNodes(builder, ctx, info, globalIds));

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    authScopes: { public: true },
    args: { id: t.arg.globalID({ required: true, extensions: { relayGlobalIDAlwaysParse: true } }) },
    resolve: nodeLookup.node,
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    authScopes: { public: true },
    args: { ids: t.arg.globalIDList({ required: true, extensions: { relayGlobalIDAlwaysParse: true } }) },
    resolve: nodeLookup.nodes,
  }),
}));
