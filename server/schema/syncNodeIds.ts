// Node ids without a promise. plugin-relay resolves every `id` of a node type through an async
// function, so each row of a list that shows ids (every Relay row does) answered a promise: the
// executor then gathered the row's fields through a promise of their own and a microtask each, for
// every row and every node inside it (a payment and its order). The id is the node's `id` option's
// value encoded as plugin-relay encodes it; this plugin answers it at once when that value is at
// hand (a column of the row), and through the value's promise only when the option answers one.
import SchemaBuilder, { BasePlugin, completeValue, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { GraphQLFieldResolver } from "graphql";

type IdResolver = (parent: unknown, args: object, context: object, info: unknown) => unknown;

type RelayEncoding = { encodeGlobalID?: (typename: string, id: string, context: never) => string } | undefined;

/** The encoder of a node type's ids, as plugin-relay encodes them with the builder's `relay` options. */
export function nodeIdEncoder(relay: RelayEncoding, typeName: string): (id: string, context: object) => string {
  const custom = relay?.encodeGlobalID;
  return custom ? (id, context) => custom(typeName, id, context as never) : (id) => encodeGlobalID(typeName, id);
}

export class SyncNodeIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types["Context"], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types["Context"], object> {
    const relay = this.builder.options.relay;
    if (fieldConfig.graphqlKind !== "Object" || fieldConfig.name !== (relay?.idFieldName ?? "id")) return resolver;
    const typeConfig = this.buildCache.getTypeConfig(fieldConfig.parentType);
    if (typeConfig.kind !== "Object" || !("interfaces" in typeConfig)) return resolver;
    // Node types (builder.node, prismaNode) keep their `id` option; the Node interface is theirs.
    const idOption = (typeConfig.pothosOptions as { id?: { resolve?: IdResolver } }).id;
    const nodeInterface = this.builder.nodeInterfaceRef();
    const isNode = typeConfig.interfaces.some((ref) => this.buildCache.getTypeConfig(ref).name === this.buildCache.getTypeConfig(nodeInterface).name);
    if (!isNode || typeof idOption?.resolve !== "function") return resolver;
    const rawId = idOption.resolve;
    const typeName = typeConfig.name;
    const encode = nodeIdEncoder(relay as RelayEncoding, typeName);
    return (parent, args, context, info) => completeValue(rawId(parent, args, context, info), (id) => encode(String(id), context));
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      syncNodeIds: SyncNodeIdsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin("syncNodeIds", SyncNodeIdsPlugin);

export default "syncNodeIds" as const;
